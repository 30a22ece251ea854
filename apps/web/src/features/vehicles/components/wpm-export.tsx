import { formatDate, formatDecimal } from '@fuellinq/domain/format/nl-format';
import { isoDateIn } from '@fuellinq/domain/co2/calendar-date';
import { vehicleUiMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { wpmQueryOptions } from '../api/co2-queries.ts';
import { DownloadButtons } from './download-buttons.tsx';
import { TableHead } from './table-head.tsx';

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
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">WPM-opgave {wpm.data.year}</caption>
              <TableHead
                columns={[
                  'KvK-nummer',
                  'Vervoermiddel',
                  'Brandstof',
                  'Zakelijk (km)',
                  'Woon-werk (km)',
                  'Voertuigen',
                ]}
              />
              <tbody>
                {wpm.data.rows.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="py-2 text-muted">
                      Geen zakelijke of woon-werkkilometers in {wpm.data.year}.
                    </td>
                  </tr>
                ) : (
                  wpm.data.rows.map((row) => (
                    <tr key={`${row.kvk_number}|${row.mode}|${row.fuel}`} className="border-t border-border">
                      <td className="py-1.5 pr-3">{row.kvk_number}</td>
                      <td className="py-1.5 pr-3">{row.mode}</td>
                      <td className="py-1.5 pr-3">{row.fuel}</td>
                      <td className="py-1.5 pr-3 tabular-nums">{km(row.km_zakelijk)}</td>
                      <td className="py-1.5 pr-3 tabular-nums">{km(row.km_woon_werk)}</td>
                      <td className="py-1.5 pr-3">{row.vehicles}</td>
                    </tr>
                  ))
                )}
                <tr className="border-t border-border font-semibold">
                  <td className="py-1.5 pr-3" colSpan={3}>
                    Totaal
                  </td>
                  <td className="py-1.5 pr-3 tabular-nums">{km(wpm.data.totals.km_zakelijk)}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{km(wpm.data.totals.km_woon_werk)}</td>
                  <td />
                </tr>
              </tbody>
            </table>
          </div>
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
