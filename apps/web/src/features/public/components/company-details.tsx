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
