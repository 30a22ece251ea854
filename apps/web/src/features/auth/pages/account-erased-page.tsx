import { privacyMessages } from '@fuellinq/domain/privacy/privacy.contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** Where an erased account lands: signed out, with what happened and the way back. */
export function AccountErasedPage() {
  return (
    <div className="mx-auto max-w-md space-y-6">
      <PageHeader title="Account verwijderd" intro={privacyMessages.erased} />
      <p>
        Je bent uitgelogd. Facturen die we volgens de wet zeven jaar moeten bewaren staan niet meer op je
        naam. Bedankt dat je FuelLinq gebruikte.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/">Naar de homepage</ButtonLink>
        <ButtonLink to="/signup" variant="secondary">
          Opnieuw aanmelden
        </ButtonLink>
      </div>
    </div>
  );
}
