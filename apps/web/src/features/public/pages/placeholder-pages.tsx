import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';

// The CMS page, which a later release fills; it shows its title and one line until then.
export function CmsPage() {
  const { slug } = useParams();
  return <ComingSoon title={slug ?? 'Pagina'} />;
}
