import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** Where the contact form starts for someone who wants to become a partner. */
export const BECOME_PARTNER_LINK = `/contact?onderwerp=${encodeURIComponent('Tankstation aansluiten')}`;

/**
 * A signed-in user without the partner role opened /partner: say what this area is and how to become a
 * partner, instead of loading screens whose every call the server refuses with 403.
 */
export function NotAPartner() {
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeader
        title="Dit deel is voor tankstationpartners"
        intro="In het partnerportaal houden tankstations hun prijzen, acties, stations en openingstijden bij. Je account is (nog) geen partneraccount."
      />
      <div className="card space-y-4 p-6">
        <h2 className="text-lg font-semibold">Heb je een tankstation?</h2>
        <p className="text-muted">
          Vertel ons welke stations je hebt. Wij koppelen ze aan je account, en daarna beheer je ze hier zelf.
          We antwoorden binnen 1–2 werkdagen.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={BECOME_PARTNER_LINK}>Partner worden</ButtonLink>
          <ButtonLink to="/demo?audience=partner" variant="secondary">
            Zo werkt het voor tankstations
          </ButtonLink>
          <ButtonLink to="/app" variant="ghost">
            Naar mijn dashboard
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
