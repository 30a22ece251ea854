import type { CompanyDetails as Company } from '@fuellinq/domain/common/company';
import { ExampleCompanyNote } from '../../../components/company/company-identity.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';

/**
 * Spec §2: the company details, each with a copy button (the confirmation lasts 1.4 s). Only what is
 * configured: the example of a development start says so and has no bank account to copy.
 */
export function CompanyDetails({ company }: { company: Company }) {
  const details = [
    { label: 'Bedrijfsnaam', value: company.name },
    { label: 'Adres', value: company.address },
    { label: 'KvK-nummer', value: company.kvk },
    { label: 'Btw-nummer', value: company.vat_id },
    { label: 'IBAN', value: company.iban },
    { label: 'E-mailadres', value: company.email },
  ].filter((detail): detail is { label: string; value: string } => detail.value !== null);
  return (
    <section aria-labelledby="company-title" className="card p-6">
      <h2 id="company-title" className="text-xl font-bold">
        Bedrijfsgegevens
      </h2>
      <div className="mt-3">
        <ExampleCompanyNote company={company} />
      </div>
      <dl className="mt-4 divide-y divide-border">
        {details.map((detail) => (
          // A <dl> holds only dt/dd (in a div): the copy button goes inside the value.
          <div key={detail.label} className="py-2">
            <dt className="text-sm text-muted">{detail.label}</dt>
            <dd className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <span className="min-w-0 font-medium break-words">{detail.value}</span>
              <CopyButton text={detail.value} label="Kopieer" subject={detail.label} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
