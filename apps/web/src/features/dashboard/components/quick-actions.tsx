import { ButtonLink } from '../../../components/ui/button.tsx';

/** Spec §2: the overview's quick actions. Nu tanken and the top-up live on the wallet screen. */
export function QuickActions() {
  return (
    <nav aria-label="Snelle acties">
      <ul className="flex flex-wrap gap-2">
        <li>
          <ButtonLink to="/app/wallet#nu-tanken">Nu tanken</ButtonLink>
        </li>
        <li>
          <ButtonLink to="/app/wallet#opwaarderen" variant="secondary">
            Saldo opwaarderen
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to="/app/vehicles" variant="secondary">
            Voertuig toevoegen
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to="/app/co2" variant="secondary">
            CO2 rapport
          </ButtonLink>
        </li>
      </ul>
    </nav>
  );
}
