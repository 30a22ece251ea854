import type { Org } from '@fuellinq/domain/orgs/org.contract';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import { formatDecimal } from '@fuellinq/domain/format/nl-format';
import { parseEuroCents } from '@fuellinq/domain/format/nl-number';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, fieldIssues } from '../../../lib/api-errors.ts';
import { useUpdateOrg } from '../api/org-queries.ts';

const euros = (cents: number | null) => (cents === null ? '' : formatDecimal(cents / 100, 2));

/** The organisation's details and settings; read-only for an accountant or driver. */
export function OrgDetailsForm({ org }: { org: Org }) {
  const update = useUpdateOrg(org.id);
  const canManage = orgRoleCan(org.role, 'manage');
  const [name, setName] = useState(org.name);
  const [address, setAddress] = useState(org.invoice_address ?? '');
  const [email, setEmail] = useState(org.invoice_email ?? '');
  const [odometer, setOdometer] = useState(org.require_odometer);
  const [threshold, setThreshold] = useState(euros(org.low_balance_threshold_cents));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const issues = fieldIssues(update.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setProblem(null);
    const cents = parseEuroCents(threshold);
    if (cents !== null && Number.isNaN(cents)) {
      setProblem('Vul de saldogrens in als bedrag in euro, bijvoorbeeld 100 of 250,00.');
      return;
    }
    try {
      await update.mutateAsync({
        name,
        invoice_address: address,
        invoice_email: email,
        require_odometer: odometer,
        low_balance_threshold_cents: cents,
      });
      setSaved(true);
    } catch {
      // Shown from update.error.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="card flex flex-col gap-4 p-4 sm:p-6" noValidate>
      <h2 className="text-lg font-semibold">Gegevens</h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">KvK-nummer</dt>
          <dd className="font-semibold">{org.kvk_number}</dd>
        </div>
        <div>
          <dt className="text-muted">Btw-id</dt>
          <dd className="font-semibold">{org.vat_id ?? '–'}</dd>
        </div>
      </dl>
      <fieldset disabled={!canManage || update.isPending} className="flex flex-col gap-4">
        <TextField label="Naam" value={name} onChange={(e) => setName(e.target.value)} error={issues.name} />
        <TextArea
          label="Factuuradres"
          rows={3}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          error={issues.invoice_address}
        />
        <TextField
          label="E-mailadres voor facturen"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={issues.invoice_email}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={odometer} onChange={(e) => setOdometer(e.target.checked)} />
          Kilometerstand vragen bij het tanken
        </label>
        <TextField
          label="Waarschuw beheerders als het saldo lager is dan (€)"
          inputMode="decimal"
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
          hint="Leeg: geen waarschuwing."
          error={issues.low_balance_threshold_cents}
        />
      </fieldset>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {update.error && Object.keys(issues).length === 0 ? (
        <Alert tone="error">{errorText(update.error, { headline: 'Opslaan mislukt' })}</Alert>
      ) : null}
      {saved ? <Alert tone="success">De gegevens zijn opgeslagen.</Alert> : null}
      {canManage ? (
        <div>
          <Button type="submit" disabled={update.isPending}>
            Opslaan
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">Alleen een eigenaar of wagenparkbeheerder wijzigt deze gegevens.</p>
      )}
    </form>
  );
}
