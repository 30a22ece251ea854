import { type CompanyDetails, EXAMPLE_COMPANY_NOTE } from '@fuellinq/domain/common/company';
import { useCompany } from '../../lib/company-details.ts';
import { Skeleton } from '../ui/skeleton.tsx';

/** Said wherever the company's details are shown while they are the unconfigured example. */
export function ExampleCompanyNote({ company }: { company: Pick<CompanyDetails, 'example'> }) {
  if (!company.example) return null;
  return (
    <p role="note" className="rounded-brand border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-text">
      {EXAMPLE_COMPANY_NOTE}
    </p>
  );
}

/**
 * Who FuelLinq is, in one sentence part: "FuelLinq B.V., Piet Heinkade 55, 1019 GM Amsterdam, KvK 91735264",
 * as configured; the example is marked "(voorbeeldgegevens)".
 */
export function CompanyIdentity({ vat = false }: { vat?: boolean }) {
  const company = useCompany();
  if (!company) return <Skeleton className="inline-block h-4 w-64 align-middle" />;
  return (
    <span>
      {company.name}, {company.address}, KvK {company.kvk}
      {vat ? `, btw ${company.vat_id}` : ''}
      {company.example ? ' (voorbeeldgegevens)' : ''}
    </span>
  );
}
