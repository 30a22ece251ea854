import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import { formatDecimal } from '@fuellinq/domain/format/nl-format';
import {
  isReportableFuel,
  type PriceReportAnswer,
  PriceReportFormSchema,
  priceReportMessages,
  priceReportStateLabels,
} from '@fuellinq/domain/stations/price-report.contract';
import type { StationPrice } from '@fuellinq/domain/stations/station.contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useReportPrice } from '../api/use-report-price.ts';

/** What the form needs of a shown price. */
type ShownPrice = Pick<StationPrice, 'fuel_type' | 'price_eur_l'>;

const tone: Record<PriceReportAnswer['status'], string> = {
  published: 'text-success',
  pending: 'text-text',
  rejected: 'text-danger',
};

/** One fuel: "Klopt" for the shown price, or the right price typed on a decimal keypad. */
function FuelReport({ stationId, price }: { stationId: string; price: ShownPrice }) {
  const report = useReportPrice(stationId, price.fuel_type);
  const form = useZodForm(PriceReportFormSchema, { defaultValues: { price: '' } });
  const { onSubmit, failure } = useFormSubmit(form, (body) => report.mutateAsync(body.price_eur_l), {
    headline: priceReportMessages.sendFailed,
    fieldFor: (path) => (path === 'price_eur_l' ? 'price' : undefined),
  });
  const label = fuelLabels[price.fuel_type];
  const shown = `€ ${formatDecimal(price.price_eur_l, 3)}`;
  const answer = report.data;
  const busy = report.isPending;
  // A refusal of the price itself shows at the field; anything else here.
  const problem = report.isError
    ? (failure ??
      (form.formState.errors.price
        ? null
        : errorText(report.error, { headline: priceReportMessages.sendFailed })))
    : null;

  return (
    <li className="border-t border-border py-3 first:border-t-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="min-w-24 font-semibold">{label}</span>
        <span className="text-muted">getoond: {shown}</span>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`${label} ${shown} klopt`}
          onClick={() => report.mutate(price.price_eur_l)}
        >
          Klopt
        </Button>
      </div>
      <form className="mt-2 flex flex-wrap items-end gap-2" noValidate onSubmit={onSubmit}>
        <TextField
          label={`Juiste prijs ${label} (€ per liter)`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatDecimal(price.price_eur_l, 3)}
          error={form.formState.errors.price?.message}
          {...form.register('price')}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Melden…' : 'Meld prijs'}
        </Button>
      </form>
      <div aria-live="polite">
        {answer && !busy ? (
          <p className={`mt-2 text-sm ${tone[answer.status]}`}>
            <strong>{priceReportStateLabels[answer.status]}:</strong> {answer.message}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

/**
 * "Prijs klopt niet?" on a station page (issue 28 §2): a signed-in driver reports the right price of a fuel,
 * or confirms the shown one with one tap, and reads what became of it. Signed out: a link to log in.
 */
export function PriceReport({ stationId, prices }: { stationId: string; prices: ShownPrice[] }) {
  const { isLoggedIn } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const reportable = prices.filter((price) => isReportableFuel(price.fuel_type));
  if (reportable.length === 0) return null;
  if (!isLoggedIn) {
    const next = encodeURIComponent(`/station/${encodeURIComponent(stationId)}`);
    return (
      <p className="mt-3 text-sm text-muted">
        Prijs klopt niet?{' '}
        <Link to={`/login?next=${next}`} className="font-medium text-primary underline">
          Log in om hem te melden
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-3">
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Prijs klopt niet?
      </Button>
      {open ? (
        <div id={panelId} className="mt-2">
          <p className="text-sm text-muted">
            Meld de prijs die je ziet, of bevestig de getoonde. Tankte je hier net, dan staat hij meteen op de
            kaart; anders zodra een tweede bestuurder hetzelfde meldt.
          </p>
          <ul>
            {reportable.map((price) => (
              <FuelReport key={price.fuel_type} stationId={stationId} price={price} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
