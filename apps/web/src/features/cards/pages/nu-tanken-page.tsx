import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { cardsQueryOptions } from '../api/card-queries.ts';
import { NuTankenBlock } from '../components/nu-tanken/nu-tanken-block.tsx';

/**
 * /app/tanken, the phone's Nu tanken tab: the wallet's Nu tanken block on its own, with the nearest station
 * proposed as soon as the browser says where the driver is (a refusal leaves the list as on the wallet).
 */
export function NuTankenPage() {
  const cards = useQuery(cardsQueryOptions());
  const active = cards.data?.find((card) => card.is_active);
  return (
    <section>
      <PageHeader title="Nu tanken" />
      <NuTankenBlock activeCardId={cards.isSuccess ? (active?.id ?? null) : undefined} locateOnOpen />
    </section>
  );
}
