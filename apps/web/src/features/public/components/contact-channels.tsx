import { directionsUrl } from '@fuellinq/domain/stations/station-rules';
import { COMPANY } from '../company.ts';

const whatsappText = encodeURIComponent('Hallo FuelLinq, ik heb een vraag over ');

/** Spec §2: call, e-mail, WhatsApp and route, each a link the phone or browser knows what to do with. */
export function ContactChannels() {
  const channels = [
    { label: 'Bel ons', detail: COMPANY.phone, href: `tel:${COMPANY.phoneInternational}`, external: false },
    { label: 'Mail ons', detail: COMPANY.email, href: `mailto:${COMPANY.email}`, external: false },
    {
      label: 'WhatsApp',
      detail: COMPANY.whatsapp,
      href: `https://wa.me/${COMPANY.whatsappDigits}?text=${whatsappText}`,
      external: true,
    },
    { label: 'Route', detail: COMPANY.city, href: directionsUrl(COMPANY.position) ?? '', external: true },
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
