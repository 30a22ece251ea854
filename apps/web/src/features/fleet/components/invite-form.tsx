import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { ORG_ROLE_LABELS, ORG_ROLES, type OrgRole } from '@fuellinq/domain/orgs/org-roles';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, fieldIssues } from '../../../lib/api-errors.ts';
import { useInvite } from '../api/org-queries.ts';

/** Invite someone by e-mail with a role; only an owner may invite an owner. */
export function InviteForm({ org }: { org: OrgSummary }) {
  const invite = useInvite(org.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('driver');
  const [sent, setSent] = useState<string | null>(null);
  const roles = ORG_ROLES.filter((option) => option !== 'owner' || org.role === 'owner');
  const issues = fieldIssues(invite.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    try {
      const invitation = await invite.mutateAsync({ email, role });
      setSent(`Uitnodiging verstuurd naar ${invitation.email}.`);
      setEmail('');
    } catch {
      // Shown below from invite.error.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="card flex flex-col gap-4 p-4 sm:p-6" noValidate>
      <h2 className="text-lg font-semibold">Iemand uitnodigen</h2>
      <p className="text-sm text-muted">
        We sturen een link per e-mail, 7 dagen geldig. Wie nog geen account heeft, maakt er een aan.
      </p>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="E-mailadres"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={issues.email}
          required
        />
        <SelectField
          label="Rol"
          value={role}
          onChange={(event) => setRole(event.target.value as OrgRole)}
          error={issues.role}
        >
          {roles.map((option) => (
            <option key={option} value={option}>
              {ORG_ROLE_LABELS[option]}
            </option>
          ))}
        </SelectField>
      </div>
      {invite.error && !issues.email && !issues.role ? (
        <Alert tone="error">{errorText(invite.error, { headline: 'Uitnodigen mislukt' })}</Alert>
      ) : null}
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      <div>
        <Button type="submit" disabled={invite.isPending || email.trim() === ''}>
          Uitnodiging versturen
        </Button>
      </div>
    </form>
  );
}
