import type { FuelType } from '@fuellinq/domain/fuel/fuel-types';
import type { PartnerStation } from '@fuellinq/domain/stations/partner.contract';
import {
  PriceGridFormSchema,
  priceCellKey,
  priceChanges,
  priceGridField,
} from '@fuellinq/domain/stations/price-form';
import { stationMessages } from '@fuellinq/domain/stations/station-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { OsmAttribution } from '../../../components/ui/osm-attribution.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { applyServerErrors, useZodForm } from '../../../lib/forms.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { partnerStationsQueryOptions, useSavePrices } from '../api/partner-queries.ts';
import { fieldError } from '../components/form-parts.tsx';
import { NoStations } from '../components/no-stations.tsx';
import { PriceGrid } from '../components/price-grid.tsx';

const PER_PAGE = 25;

/** /partner/prices: a grid of every station and fuel; change many prices and save them at once. */
export function PartnerPricesPage() {
  const list = useListState<PartnerStation>();
  const stations = useQuery(
    partnerStationsQueryOptions({ q: list.search, status: 'active', page: list.page, per_page: PER_PAGE }),
  );
  const save = useSavePrices();
  // Every cell is checked as it is typed; edits on other pages stay until they are saved or wiped.
  const form = useZodForm(PriceGridFormSchema, { mode: 'onChange', defaultValues: { edits: {} } });
  const edits = useWatch({ control: form.control, name: 'edits' });
  const changes = priceChanges(edits).length;
  const invalid = Object.keys(form.formState.errors.edits ?? {}).length > 0;
  // Shown in the sticky bar beside the button, where the partner is looking when saving.
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onChange = (station: PartnerStation, fuel: FuelType, text: string) => {
    const current = station.prices.find((p) => p.fuel_type === fuel)?.price_eur_l ?? null;
    const cell = `edits.${priceCellKey(station.id, fuel)}` as const;
    form.setValue(cell, { station_id: station.id, fuel_type: fuel, text, current }, { shouldDirty: true });
    // The cells are not registered inputs, so setValue's shouldValidate would not check them.
    void form.trigger(`${cell}.text`);
    setResult(null);
  };

  const onSave = form.handleSubmit(async (body) => {
    setResult(null);
    try {
      const saved = await save.mutateAsync(body.prices);
      form.reset({ edits: {} });
      setResult({
        tone: 'success',
        text: `${saved.saved} ${saved.saved === 1 ? 'prijs' : 'prijzen'} opgeslagen.`,
      });
    } catch (error) {
      applyServerErrors(error, form.setError, (path) => priceGridField(path, body));
      setResult({ tone: 'error', text: errorText(error, { fallback: 'Opslaan mislukt.' }) });
    }
  });

  const toolbar = (
    <div className="sticky top-[61px] z-10 -mx-1 mb-3 flex flex-wrap items-center gap-3 bg-bg/95 px-1 py-2">
      <Button onClick={() => void onSave()} disabled={changes === 0 || invalid || save.isPending}>
        {save.isPending ? 'Opslaan…' : `Prijzen opslaan (${changes})`}
      </Button>
      {changes > 0 ? (
        <Button variant="ghost" onClick={() => form.reset({ edits: {} })}>
          Wijzigingen wissen
        </Button>
      ) : null}
      {result ? (
        <Alert tone={result.tone} className="flex-1">
          {result.text}
        </Alert>
      ) : null}
    </div>
  );

  return (
    <section>
      <PageHeader
        title="Prijzen"
        intro="Pas prijzen per liter aan en sla ze in één keer op. Bezoekers zien ze meteen, met hoe oud ze zijn."
      />
      <ListView
        state={list}
        query={stations}
        searchLabel="Zoek een station"
        toolbar={toolbar}
        loadingLabel="Prijzen laden…"
        loadingRows={6}
        errorMessage={stationMessages.loadFailed}
        isEmpty={(data) => data.items.length === 0}
        empty={(filtered) => <NoStations filtered={filtered} none="Je hebt nog geen actieve stations." />}
        paging={{ perPage: PER_PAGE, total: (data) => data.total }}
      >
        {(data) => (
          <>
            <PriceGrid
              stations={data.items}
              edits={edits}
              errorOf={(key) => fieldError(form, `edits.${key}.text`)}
              onChange={onChange}
            />
            <OsmAttribution className="mt-4" />
          </>
        )}
      </ListView>
    </section>
  );
}
