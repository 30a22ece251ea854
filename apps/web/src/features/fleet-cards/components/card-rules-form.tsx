import type { FleetCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import type { SpendingRules } from '@fuellinq/domain/orgs/spending-rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { ruleProfilesQueryOptions } from '../../fleet-rules/api/fleet-rules-queries.ts';
import { RuleFields, rulesOfFields, useRuleFields } from '../../fleet-rules/components/rule-fields.tsx';
import { useFleetCardMutations } from '../api/fleet-card-queries.ts';

// A company card's rules (issue 24 §3): the profile it shares with other cards, and its own overrides on
// top of it (limits, fuels, days, hours, and where it may refuel).

/**
 * A card's own rules as the form saves them. An override of `null` ("this card has no day limit, whatever
 * its profile says") has no field of its own: it stays while its field is left empty.
 */
function cardRules(saved: Record<string, unknown>, fromFields: SpendingRules): SpendingRules {
  const takenAway = Object.fromEntries(
    Object.entries(saved).filter(([key, value]) => value === null && !(key in fromFields)),
  );
  return { ...takenAway, ...fromFields };
}

export function CardRulesForm({
  orgId,
  card,
  holder,
  onDone,
}: {
  orgId: string;
  card: FleetCard;
  holder: string;
  onDone: () => void;
}) {
  const profiles = useQuery(ruleProfilesQueryOptions(orgId));
  const { update, setRules } = useFleetCardMutations(orgId);
  const [fields, setFields] = useRuleFields(card.rules);
  const [profile, setProfile] = useState(card.rule_profile_id ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const busy = update.isPending || setRules.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      if (profile !== (card.rule_profile_id ?? ''))
        await update.mutateAsync({ cardId: card.id, body: { rule_profile_id: profile || null } });
      await setRules.mutateAsync({
        cardId: card.id,
        body: { rules: cardRules(card.rules, rulesOfFields(fields)) },
      });
      onDone();
    } catch (error) {
      setFailure(errorText(error, { headline: 'Regels opslaan mislukt' }));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Regels van ${holder}`}
      className="card space-y-4 p-4"
    >
      <h3 className="font-semibold">
        Regels van {holder} ({card.masked_pan})
      </h3>
      <SelectField
        label="Regelprofiel"
        hint={profiles.isError ? 'Regelprofielen laden mislukt.' : undefined}
        value={profile}
        onChange={(event) => setProfile(event.target.value)}
      >
        <option value="">Geen profiel</option>
        {(profiles.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      <RuleFields
        orgId={orgId}
        value={fields}
        onChange={setFields}
        emptyMeans="Deze regels gelden bovenop het profiel. Laat een veld leeg om de regel van het profiel te volgen (zonder profiel: geen grens)."
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          Regels opslaan
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
