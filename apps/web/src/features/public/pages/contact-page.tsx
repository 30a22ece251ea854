import { CONTACT_TOPICS } from '@fuellinq/domain/common/contact';
import { useSearchParams } from 'react-router';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCompany } from '../../../lib/company-details.ts';
import { CONTACT_PROMISES } from '../company.ts';
import { CompanyDetails } from '../components/company-details.tsx';
import { ContactChannels } from '../components/contact-channels.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { PageIntro } from '../components/page-parts.tsx';

/**
 * Spec §2 Contact page: call, e-mail, WhatsApp and route buttons, a map, the message form that opens the
 * mail program, the company details with copy buttons, and the reply time (1–2 werkdagen). The details are
 * the configured ones (GET /api/company), or a marked example.
 */
export function ContactPage() {
  // ?onderwerp= chooses the topic beforehand, as the partner portal's invitation does.
  const [params] = useSearchParams();
  const topic = CONTACT_TOPICS.find((candidate) => candidate === params.get('onderwerp')) ?? '';
  const company = useCompany();
  return (
    <div>
      <PageIntro path="/contact" eyebrow="Contact">
        Een vraag over je tankpas, je wagenpark of je tankstation? We antwoorden binnen{' '}
        <strong className="text-text">{CONTACT_PROMISES.replyTime}</strong>. Telefonisch zijn we bereikbaar op{' '}
        {CONTACT_PROMISES.openingHours}.
      </PageIntro>

      {company ? <ContactChannels company={company} /> : <Skeleton className="h-16 w-full" />}

      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="card self-start p-6">
          {company ? <ContactForm to={company.email} topic={topic} /> : <Skeleton className="h-80 w-full" />}
        </div>
        {company ? (
          <div className="space-y-6">
            <CompanyDetails company={company} />
            <section aria-labelledby="visit-title" className="card overflow-hidden">
              <div className="p-6 pb-4">
                <h2 id="visit-title" className="text-xl font-bold">
                  Langskomen
                </h2>
                <p className="mt-1 text-muted">{company.address}, op afspraak.</p>
              </div>
              {company.position ? (
                <div className="h-64">
                  <LazyMap
                    label={`Kaart met ons kantoor: ${company.address}`}
                    center={company.position}
                    zoom={15}
                    markers={[
                      { id: 'kantoor', label: `${company.name}, ${company.address}`, ...company.position },
                    ]}
                  />
                </div>
              ) : null}
            </section>
          </div>
        ) : (
          <Skeleton className="h-80 w-full" />
        )}
      </div>
    </div>
  );
}
