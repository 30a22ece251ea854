import { CONTACT_TOPICS } from '@fuellinq/domain/common/contact';
import { useSearchParams } from 'react-router';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import { COMPANY, companyAddress } from '../company.ts';
import { CompanyDetails } from '../components/company-details.tsx';
import { ContactChannels } from '../components/contact-channels.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { PageIntro } from '../components/page-parts.tsx';

/**
 * Spec §2 Contact page: call, e-mail, WhatsApp and route buttons, a map, the message form that opens the
 * mail program, the company details with copy buttons, and the reply time (1–2 werkdagen).
 */
export function ContactPage() {
  // ?onderwerp= chooses the topic beforehand, as the partner portal's invitation does.
  const [params] = useSearchParams();
  const topic = CONTACT_TOPICS.find((candidate) => candidate === params.get('onderwerp')) ?? '';
  return (
    <div>
      <PageIntro path="/contact" eyebrow="Contact">
        Een vraag over je tankpas, je wagenpark of je tankstation? We antwoorden binnen{' '}
        <strong className="text-text">{COMPANY.replyTime}</strong>. Telefonisch zijn we bereikbaar op{' '}
        {COMPANY.openingHours}.
      </PageIntro>

      <ContactChannels />

      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="card self-start p-6">
          <ContactForm topic={topic} />
        </div>
        <div className="space-y-6">
          <CompanyDetails />
          <section aria-labelledby="visit-title" className="card overflow-hidden">
            <div className="p-6 pb-4">
              <h2 id="visit-title" className="text-xl font-bold">
                Langskomen
              </h2>
              <p className="mt-1 text-muted">{companyAddress}, op afspraak.</p>
            </div>
            <div className="h-64">
              <LazyMap
                label={`Kaart met ons kantoor: ${companyAddress}`}
                center={COMPANY.position}
                zoom={15}
                markers={[
                  { id: 'kantoor', label: `${COMPANY.name}, ${companyAddress}`, ...COMPANY.position },
                ]}
              />
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
