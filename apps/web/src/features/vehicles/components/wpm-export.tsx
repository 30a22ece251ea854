import { formatDate, formatDecimal } from '@fuellinq/domain/format/nl-format';
import { isoDateIn } from '@fuellinq/domain/co2/calendar-date';
import { vehicleUiMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { wpmQueryOptions } from '../api/co2-queries.ts';
import { DownloadButtons } from './download-buttons.tsx';

const km = (value: number | null) => (value === null ? '–' : formatDecimal(value, 0));

/** The WPM export for business accounts: a year's km per KvK number, mode and fuel, on screen and as files. */
export function WpmExport() {
  const lastYear = Number(isoDateIn(new Date()).slice(0, 4)) - 1;
  const [year, setYear] = useState(lastYear);
  const wpm = useQuery(wpmQueryOptions(year));
  return (
    <section aria-labelledby="wpm-title" className="card space-y-4 p-5">
      <div>
        <h2 id="wpm-title" className="text-lg font-semibold">
          WPM-opgave (werkgebonden personenmobiliteit)
        </h2>
        <p className="text-sm text-muted">
          Zakelijke en woon-werkkilometers per KvK-nummer, vervoermiddel en brandstof, zoals het formulier van
          RVO ze vraagt.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label="Jaar"
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          className="w-32"
        >
          {Array.from({ length: 5 }, (_, i) => lastYear + 1 - i).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <DownloadButtons
          label="WPM-opgave"
          csv="wpmCsv"
          pdf="wpmPdf"
          query={{ year }}
          baseName={`wpm-opgave-${year}`}
        />
      </div>
      {wpm.isPending ? <SkeletonList rows={2} label="WPM-opgave laden…" /> : null}
      {wpm.error ? (
        <ErrorState
          message={errorText(wpm.error, { headline: vehicleUiMessages.loadFailed })}
          onRetry={() => void wpm.refetch()}
        />
      ) : null}
      {wpm.data ? (
        <>
          {wpm.data.rows.length === 0 ? (
            <p className="text-sm text-muted">Geen zakelijke of woon-werkkilometers in {wpm.data.year}.</p>
          ) : null}
          <ResponsiveTable
            caption={`WPM-opgave ${wpm.data.year}`}
            plain
            items={wpm.data.rows}
            rowKey={(row) => `${row.kvk_number}|${row.mode}|${row.fuel}`}
            columns={[
              { key: 'kvk', label: 'KvK-nummer', phone: 'title', cell: (row) => row.kvk_number },
              { key: 'mode', label: 'Vervoermiddel', cell: (row) => row.mode },
              { key: 'fuel', label: 'Brandstof', cell: (row) => row.fuel },
              {
                key: 'zakelijk',
                label: 'Zakelijk (km)',
                className: 'tabular-nums',
                cell: (row) => km(row.km_zakelijk),
              },
              {
                key: 'woon_werk',
                label: 'Woon-werk (km)',
                className: 'tabular-nums',
                cell: (row) => km(row.km_woon_werk),
              },
              { key: 'vehicles', label: 'Voertuigen', cell: (row) => row.vehicles },
            ]}
            foot={{
              label: 'Totaal',
              cells: {
                zakelijk: km(wpm.data.totals.km_zakelijk),
                woon_werk: km(wpm.data.totals.km_woon_werk),
              },
            }}
          />
          {wpm.data.unclassified.length ? (
            <div className="space-y-1 text-sm">
              <h3 className="font-semibold">Niet ingedeeld</h3>
              <ul className="list-disc space-y-1 pl-5">
                {wpm.data.unclassified.map((item, index) => (
                  <li key={`${item.vehicle_id}-${item.date ?? ''}-${index}`}>
                    {item.license_plate_display}
                    {item.date ? ` (${formatDate(item.date)})` : ''}: {item.reason}
                    {item.km_zakelijk !== null
                      ? ` ${km(item.km_zakelijk)} km zakelijk, ${km(item.km_woon_werk)} km woon-werk.`
                      : ''}
                  </li>
                ))}
              </ul>
              {wpm.data.unclassified_more ? (
                <p className="text-muted">
                  En nog {wpm.data.unclassified_more} tankbeurten zonder kilometerstand.
                </p>
              ) : null}
            </div>
          ) : null}
          <ul className="space-y-1 text-xs text-muted">
            {wpm.data.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
