import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { COMPANY, companyAddress } from '../company.ts';

const details = [
  { label: 'Bedrijfsnaam', value: COMPANY.name },
  { label: 'Adres', value: companyAddress },
  { label: 'KvK-nummer', value: COMPANY.kvk },
  { label: 'Btw-nummer', value: COMPANY.vat },
  { label: 'IBAN', value: COMPANY.iban },
  { label: 'E-mailadres', value: COMPANY.email },
];

/** Spec §2: the company details, each with a copy button (the confirmation lasts 1.4 s). */
export function CompanyDetails() {
  return (
    <section aria-labelledby="company-title" className="card p-6">
      <h2 id="company-title" className="text-xl font-bold">
        Bedrijfsgegevens
      </h2>
      <dl className="mt-4 divide-y divide-border">
        {details.map((detail) => (
          <div
            key={detail.label}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
          >
            <div className="min-w-0">
              <dt className="text-sm text-muted">{detail.label}</dt>
              <dd className="font-medium break-words">{detail.value}</dd>
            </div>
            <CopyButton text={detail.value} label="Kopieer" subject={detail.label} />
          </div>
        ))}
      </dl>
    </section>
  );
}
