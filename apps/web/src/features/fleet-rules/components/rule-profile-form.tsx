import type { RuleProfile } from '@fuellinq/domain/orgs/fleet-rules.contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useSaveRuleProfile } from '../api/fleet-rules-queries.ts';
import { RuleFields, rulesOfFields, useRuleFields } from './rule-fields.tsx';

/** A rule profile: each limit in plain words with what breaking it does (weigert or markeert). */
export function RuleProfileForm({
  orgId,
  profile,
  onDone,
}: {
  orgId: string;
  profile?: RuleProfile | undefined;
  onDone: () => void;
}) {
  const save = useSaveRuleProfile(orgId);
  const [name, setName] = useState(profile?.name ?? '');
  const [fields, setFields] = useRuleFields(profile?.rules);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await save.mutateAsync({ id: profile?.id, body: { name, rules: rulesOfFields(fields) } });
      onDone();
    } catch (error) {
      setFailure(errorText(error, { headline: 'Profiel opslaan mislukt' }));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Regelprofiel"
      className="card space-y-4 p-4"
    >
      <TextField
        label="Naam van het profiel"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <RuleFields orgId={orgId} value={fields} onChange={setFields} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {profile ? 'Opslaan' : 'Profiel toevoegen'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
