import { cardStatusBadge } from '@fuellinq/domain/cards/card-rules';
import { parseEuroCents } from '@fuellinq/domain/format/nl-number';
import { normalizeFuelType } from '@fuellinq/domain/fuel/fuel-types';
import type { FleetCard } from '@fuellinq/domain/orgs/fleet-card.contract';
import { BLOCK_REASON_LABELS } from '@fuellinq/domain/orgs/fleet-card.contract';
import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { FUEL_WORDS, type RuleMode, type SpendingRules } from '@fuellinq/domain/orgs/spending-rules';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { FleetOrgGate } from '../../fleet/api/fleet-org-gate.tsx';
import { costCentresQueryOptions, membersQueryOptions } from '../../fleet/api/org-queries.ts';
import { ruleProfilesQueryOptions } from '../../fleet-rules/api/fleet-rules-queries.ts';
import { placeRules } from '../../fleet-rules/components/rule-fields.tsx';
import { type RulePlaces, RulePlacesField } from '../../fleet-rules/components/rule-places-field.tsx';
import {
  type CardAction,
  fleetCardsQueryOptions,
  fleetVehiclesQueryOptions,
  useFleetCardMutations,
} from '../api/fleet-card-queries.ts';
import { CardRulesForm } from '../components/card-rules-form.tsx';

const STATE_FILTERS = [
  ['', 'Alle'],
  ['active', 'Actief'],
  ['paused', 'Gepauzeerd'],
  ['on_demand', 'Op aanvraag'],
  ['blocked', 'Geblokkeerd'],
] as const;

/** Who a company card is for: the driver's name, or the plate (and nickname) of the van. */
export function cardHolder(card: Pick<FleetCard, 'driver' | 'vehicle'>): string {
  if (card.driver) return card.driver.name;
  if (card.vehicle)
    return card.vehicle.nickname
      ? `${card.vehicle.license_plate} · ${card.vehicle.nickname}`
      : card.vehicle.license_plate;
  return 'Zonder houder';
}

export function StateBadge({ card }: { card: Pick<FleetCard, 'status' | 'blocked_reason'> }) {
  const word = cardStatusBadge(card.status) ?? 'actief';
  const tone = card.status === 'blocked' ? 'danger' : card.status === 'active' ? 'success' : 'warning';
  const reason = card.blocked_reason ? ` (${BLOCK_REASON_LABELS[card.blocked_reason] ?? ''})` : '';
  return <Badge tone={tone}>{`${word}${reason}`}</Badge>;
}

const DAY_LIMIT_MESSAGE = 'Vul de daglimiet in euro in, bijvoorbeeld 50 of 37,50.';

/**
 * The card's own rules as the issue form sets them: a day limit ('' for none: the profile's, if any), on
 * a vehicle's card whether another fuel than the vehicle's is declined (the default) or let through and
 * marked for review, and where it may refuel. Undefined when the manager set none of these.
 */
function issueRules(
  dayLimitCents: number | null,
  otherFuel: RuleMode,
  places: RulePlaces,
): SpendingRules | undefined {
  const { modes: placeModes, ...where } = placeRules(places);
  const modes = { ...placeModes, ...(otherFuel === 'markeert' ? { fuels: otherFuel } : {}) };
  const rules: SpendingRules = {
    ...(dayLimitCents === null ? {} : { max_per_day_cents: dayLimitCents }),
    ...where,
    ...(Object.keys(modes).length ? { modes } : {}),
  };
  return Object.keys(rules).length ? rules : undefined;
}

const NO_PLACES: RulePlaces = { brands: [], stations: [], mode: 'weigert' };

function IssueForm({ org }: { org: OrgSummary }) {
  const members = useQuery(membersQueryOptions(org.id));
  const vehicles = useQuery(fleetVehiclesQueryOptions(org.id));
  const centres = useQuery(costCentresQueryOptions(org.id));
  const profiles = useQuery(ruleProfilesQueryOptions(org.id));
  const { issue } = useFleetCardMutations(org.id);
  const [holder, setHolder] = useState('');
  const [centre, setCentre] = useState('');
  const [profile, setProfile] = useState('');
  const [places, setPlaces] = useState<RulePlaces>(NO_PLACES);
  const [placesOpen, setPlacesOpen] = useState(false);
  const chosenPlaces = places.brands.length + places.stations.length;
  const [dayLimit, setDayLimit] = useState('');
  const [dayLimitError, setDayLimitError] = useState<string | undefined>();
  const [otherFuel, setOtherFuel] = useState<RuleMode>('weigert');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [kind, id] = holder.split(':');
  const vehicle = kind === 'vehicle' ? vehicles.data?.find((v) => v.id === id) : undefined;
  const vehicleFuel = vehicle?.fuel_primary ? normalizeFuelType(vehicle.fuel_primary) : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const dayLimitCents = parseEuroCents(dayLimit);
    setDayLimitError(Number.isNaN(dayLimitCents) ? DAY_LIMIT_MESSAGE : undefined);
    if (!id) {
      setMessage({ tone: 'error', text: 'Kies een bestuurder of een voertuig.' });
      return;
    }
    if (Number.isNaN(dayLimitCents)) return;
    const rules = issueRules(dayLimitCents, vehicleFuel ? otherFuel : 'weigert', places);
    try {
      const card = await issue.mutateAsync({
        ...(kind === 'driver' ? { driver_user_id: id } : { vehicle_id: id }),
        ...(centre ? { cost_centre_id: centre } : {}),
        ...(profile ? { rule_profile_id: profile } : {}),
        ...(rules ? { rules } : {}),
      });
      setMessage({
        tone: 'success',
        text: `Pas uitgegeven: ${card.masked_pan} voor ${cardHolder(card)}. Zakelijke passen zijn gratis.`,
      });
      setHolder('');
      setDayLimit('');
      setOtherFuel('weigert');
      setPlaces(NO_PLACES);
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, { headline: 'Uitgeven mislukt' }) });
    }
  }

  return (
    <form
      aria-label="Pas uitgeven"
      noValidate
      className="card grid gap-3 p-4 md:grid-cols-3 md:items-end"
      onSubmit={(e) => void onSubmit(e)}
    >
      <SelectField label="Pas voor" value={holder} onChange={(e) => setHolder(e.target.value)}>
        <option value="">Kies…</option>
        <optgroup label="Bestuurders">
          {(members.data ?? []).map((member) => (
            <option key={member.user_id} value={`driver:${member.user_id}`}>
              {member.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Voertuigen">
          {(vehicles.data ?? []).map((vehicle) => (
            <option key={vehicle.id} value={`vehicle:${vehicle.id}`}>
              {vehicle.license_plate_display}
              {vehicle.nickname ? ` · ${vehicle.nickname}` : ''}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <SelectField label="Kostenplaats" value={centre} onChange={(e) => setCentre(e.target.value)}>
        <option value="">Geen</option>
        {(centres.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Regelprofiel" value={profile} onChange={(e) => setProfile(e.target.value)}>
        <option value="">Geen</option>
        {(profiles.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Daglimiet in € (optioneel)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="Geen"
        error={dayLimitError}
        value={dayLimit}
        onChange={(e) => setDayLimit(e.target.value)}
      />
      {vehicleFuel ? (
        <SelectField
          label="Andere brandstof dan die van het voertuig"
          hint={`Volgens de RDW rijdt dit voertuig op ${FUEL_WORDS[vehicleFuel]}; AdBlue mag altijd.`}
          value={otherFuel}
          onChange={(e) => setOtherFuel(e.target.value === 'markeert' ? 'markeert' : 'weigert')}
        >
          <option value="weigert">Weigeren</option>
          <option value="markeert">Toestaan en markeren</option>
        </SelectField>
      ) : null}
      <details className="md:col-span-3" onToggle={(e) => setPlacesOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer font-medium">
          Waar mag deze pas tanken? ({chosenPlaces ? `${chosenPlaces} gekozen` : 'overal'})
        </summary>
        {/* The brands and stations load when the manager opens this. */}
        {placesOpen ? (
          <div className="mt-3">
            <RulePlacesField orgId={org.id} value={places} onChange={setPlaces} />
          </div>
        ) : null}
      </details>
      <Button type="submit" disabled={issue.isPending}>
        Pas uitgeven
      </Button>
      {message ? (
        <div className="md:col-span-3">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
    </form>
  );
}

function CardRow({
  card,
  canManage,
  onAction,
  onBlock,
  orgId,
}: {
  card: FleetCard;
  canManage: boolean;
  onAction: (card: FleetCard, action: CardAction) => void;
  onBlock: (card: FleetCard) => void;
  orgId: string;
}) {
  const holder = cardHolder(card);
  const name = <span className="sr-only"> ({holder})</span>;
  const [editing, setEditing] = useState(false);
  return (
    <li className="space-y-3 px-4 py-3">
      <div className="flex flex-col gap-2 md:flex-row md:items-center">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="break-words">{holder}</span>
            <StateBadge card={card} />
          </p>
          <p className="font-mono text-sm text-muted">
            {card.masked_pan}
            {card.label ? ` · ${card.label}` : ''}
            {card.replaced_by_card_id ? ' · vervangen' : ''}
          </p>
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            {card.status === 'active' ? (
              <>
                <Button size="sm" variant="secondary" onClick={() => onAction(card, 'pause')}>
                  Pauzeren{name}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onAction(card, 'onDemand')}>
                  Op aanvraag{name}
                </Button>
              </>
            ) : null}
            {card.status === 'paused' || card.status === 'on_demand' ? (
              <Button size="sm" variant="secondary" onClick={() => onAction(card, 'resume')}>
                Activeren{name}
              </Button>
            ) : null}
            {card.status === 'blocked' ? null : (
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={editing}
                onClick={() => setEditing(!editing)}
              >
                Regels{name}
              </Button>
            )}
            {card.status === 'blocked' ? (
              card.replaced_by_card_id ? null : (
                <Button size="sm" variant="secondary" onClick={() => onAction(card, 'replace')}>
                  Vervangen{name}
                </Button>
              )
            ) : (
              <Button size="sm" variant="ghost" onClick={() => onBlock(card)}>
                Blokkeren{name}
              </Button>
            )}
          </div>
        ) : null}
      </div>
      {editing ? (
        <CardRulesForm orgId={orgId} card={card} holder={holder} onDone={() => setEditing(false)} />
      ) : null}
    </li>
  );
}

function CardsList({ org }: { org: OrgSummary }) {
  const cards = useQuery(fleetCardsQueryOptions(org.id));
  const { action, block } = useFleetCardMutations(org.id);
  const [filter, setFilter] = useState('');
  const [toBlock, setToBlock] = useState<FleetCard | null>(null);
  const [reason, setReason] = useState<'lost' | 'stolen'>('lost');
  const [notice, setNotice] = useState<string | null>(null);
  const canManage = orgRoleCan(org.role, 'manage');

  if (cards.isPending) return <Spinner label="Passen laden…" />;
  if (cards.isError)
    return (
      <ErrorState
        message={errorText(cards.error, { headline: 'Passen laden mislukt' })}
        onRetry={() => void cards.refetch()}
      />
    );
  const shown = cards.data.filter((card) => !filter || card.status === filter);

  async function run(work: () => Promise<unknown>) {
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice(errorText(error, { headline: 'Wijzigen mislukt' }));
    }
  }

  return (
    <div className="space-y-4">
      {canManage ? <IssueForm org={org} /> : null}
      {notice ? <Alert tone="error">{notice}</Alert> : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter op status">
        {STATE_FILTERS.map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={filter === value ? 'primary' : 'secondary'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label} ({cards.data.filter((card) => !value || card.status === value).length})
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState title="Geen passen.">
          Geef hierboven een pas uit aan een bestuurder of voertuig.
        </EmptyState>
      ) : (
        <ul
          className="divide-y divide-border rounded-brand border border-border bg-surface"
          aria-label="Zakelijke passen"
        >
          {shown.map((card) => (
            <CardRow
              key={card.id}
              card={card}
              canManage={canManage}
              onAction={(c, a) => void run(() => action.mutateAsync({ cardId: c.id, action: a }))}
              onBlock={setToBlock}
              orgId={org.id}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toBlock !== null}
        title="Pas blokkeren?"
        confirmLabel="Blokkeren"
        tone="danger"
        busy={block.isPending}
        onConfirm={() => {
          const card = toBlock;
          setToBlock(null);
          if (card) void run(() => block.mutateAsync({ cardId: card.id, reason }));
        }}
        onCancel={() => setToBlock(null)}
      >
        <p>
          {toBlock ? `${cardHolder(toBlock)} (${toBlock.masked_pan})` : null} wordt definitief geblokkeerd. Je
          kunt hem daarna vervangen.
        </p>
        <SelectField
          label="Reden"
          value={reason}
          onChange={(e) => setReason(e.target.value === 'stolen' ? 'stolen' : 'lost')}
        >
          <option value="lost">Kwijt</option>
          <option value="stolen">Gestolen</option>
        </SelectField>
      </ConfirmDialog>
    </div>
  );
}

/** /app/fleet/cards: the organisation's company cards by state; issue, pause, block and replace. */
export function FleetCardsPage() {
  return (
    <section>
      <PageHeader
        title="Zakelijke passen"
        intro="Passen per bestuurder of voertuig: pauzeren, op aanvraag zetten, blokkeren en vervangen."
      />
      <FleetOrgGate need="read">{(org) => <CardsList org={org} />}</FleetOrgGate>
    </section>
  );
}
