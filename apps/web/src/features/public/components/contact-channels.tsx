import { type CompanyDetails, internationalPhone, whatsappNumber } from '@fuellinq/domain/common/company';
import { directionsUrl } from '@fuellinq/domain/stations/station-rules';

const whatsappText = encodeURIComponent('Hallo FuelLinq, ik heb een vraag over ');

/** Spec §2: call, e-mail, WhatsApp and route, each a link the phone or browser knows what to do with. */
export function ContactChannels({ company }: { company: CompanyDetails }) {
  const city =
    company.address
      .split(/\d{4}\s?[A-Z]{2}\s*/)
      .at(-1)
      ?.trim() || company.address;
  const route = company.position && directionsUrl(company.position);
  const channels = [
    {
      label: 'Bel ons',
      detail: company.phone,
      href: `tel:${internationalPhone(company.phone)}`,
      external: false,
    },
    { label: 'Mail ons', detail: company.email, href: `mailto:${company.email}`, external: false },
    ...(company.whatsapp
      ? [
          {
            label: 'WhatsApp',
            detail: company.whatsapp,
            href: `https://wa.me/${whatsappNumber(company.whatsapp)}?text=${whatsappText}`,
            external: true,
          },
        ]
      : []),
    ...(route ? [{ label: 'Route', detail: city, href: route, external: true }] : []),
  ];
  return (
    <ul aria-label="Direct contact" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {channels.map((channel) => (
        <li key={channel.label}>
          <a
            href={channel.href}
            {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="flex h-full flex-col rounded-brand border border-border bg-surface px-4 py-3 font-semibold no-underline hover:bg-bg"
          >
            <span>{channel.label}</span>
            <span className="text-sm font-normal text-muted">{channel.detail}</span>
            {channel.external ? <span className="sr-only"> (opent een nieuw venster)</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
