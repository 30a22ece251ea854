import type { AuditEntry } from '@fuellinq/domain/orgs/org.contract';

// The audit's actions in words a manager reads. Actions of other parts of the fleet (cards, rules, the
// balance) that have no text here show as they are stored.

const ACTIONS: Record<string, string> = {
  'org.create': 'Organisatie aangemaakt',
  'org.update': 'Gegevens gewijzigd',
  'member.invite': 'Uitgenodigd',
  'invitation.revoke': 'Uitnodiging ingetrokken',
  'member.join': 'Lid geworden',
  'member.rejoin': 'Opnieuw lid geworden',
  'member.role': 'Rol gewijzigd',
  'member.budget': 'Maandbudget gewijzigd',
  'member.remove': 'Lid verwijderd',
  'cost_centre.create': 'Kostenplaats toegevoegd',
  'cost_centre.update': 'Kostenplaats gewijzigd',
  'cost_centre.delete': 'Kostenplaats verwijderd',
  'card.issue': 'Pas uitgegeven',
  'card.update': 'Pas gewijzigd',
  'card.pause': 'Pas gepauzeerd',
  'card.resume': 'Pas weer actief',
  'card.on_demand': 'Pas op aanvraag gezet',
  'card.unlock': 'Pas aangezet voor 30 minuten',
  'card.block': 'Pas geblokkeerd',
  'card.replace': 'Pas vervangen',
  'card.report_lost': 'Pas als verloren gemeld',
  'rules.update': 'Regels gewijzigd',
  'rule_profile.create': 'Regelprofiel toegevoegd',
  'rule_profile.update': 'Regelprofiel gewijzigd',
  'rule_profile.remove': 'Regelprofiel verwijderd',
  'flag.decide': 'Melding beoordeeld',
  'room_request.approve': 'Extra ruimte goedgekeurd',
  'room_request.decline': 'Extra ruimte afgewezen',
  'balance.auto_top_up': 'Automatisch opwaarderen gewijzigd',
  'balance.mandate': 'Machtiging voor automatisch opwaarderen ingesteld',
  'vehicle.add': 'Voertuig toegevoegd',
  'vehicle.update': 'Voertuig gewijzigd',
  'vehicle.remove': 'Voertuig verwijderd',
};

export function auditActionText(action: string): string {
  return ACTIONS[action] ?? action;
}

function value(raw: unknown): string {
  if (raw === null || raw === undefined) return '–';
  if (typeof raw === 'boolean') return raw ? 'ja' : 'nee';
  if (typeof raw === 'string' || typeof raw === 'number') return String(raw);
  return JSON.stringify(raw);
}

/** "role: driver → manager; budget: – → 25000": what changed, field by field. */
export function auditChangeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .map((key) => {
      const before = entry.before && key in entry.before ? value(entry.before[key]) : null;
      const after = entry.after && key in entry.after ? value(entry.after[key]) : null;
      if (before === null) return `${key}: ${after}`;
      if (after === null) return `${key}: was ${before}`;
      return `${key}: ${before} → ${after}`;
    })
    .join('; ');
}
