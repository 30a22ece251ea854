import { ORG_ROLE_LABELS } from '@fuellinq/domain/orgs/org-roles';
import { useLocation, useNavigate } from 'react-router';
import { controlClass } from '../../../components/ui/field.tsx';
import { useOrgContext } from '../api/org-context.ts';

/**
 * The header's switch between "Privé" and each organisation the person belongs to, with their role. Shown
 * only to members of an organisation. Back to Privé from a fleet screen goes to the private dashboard.
 */
export function OrgSwitcher() {
  const { orgs, current, setCurrent } = useOrgContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (orgs.length === 0) return null;
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm">
      <span className="sr-only">Weergave: privé of organisatie</span>
      <select
        className={`${controlClass} max-w-[11rem] truncate py-1.5 sm:max-w-[16rem]`}
        value={current?.id ?? ''}
        onChange={(event) => {
          const orgId = event.target.value || null;
          setCurrent(orgId);
          if (!orgId && pathname.startsWith('/app/fleet')) void navigate('/app');
        }}
      >
        <option value="">Privé</option>
        {orgs.map((org) => (
          <option key={org.id} value={org.id}>
            {org.name} ({ORG_ROLE_LABELS[org.role]})
          </option>
        ))}
      </select>
    </label>
  );
}
