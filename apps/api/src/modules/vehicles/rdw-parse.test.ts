import { describe, expect, it } from 'vitest';
import { parseRdw } from './rdw-parse.ts';

// Rows built from RDW's field list (there is no recorded electric or hybrid answer): what the parser must
// do with WLTP fields, a second fuel row, electric consumption and range, and `_dt` dates.
const base = { kenteken: 'GBB12D', voertuigsoort: 'Personenauto', merk: 'KIA', handelsbenaming: 'NIRO' };

describe('parseRdw beyond the recordings', () => {
  it('reads a plug-in hybrid: fuels in order, weighted WLTP before combined, the electric row’s figures', () => {
    const facts = parseRdw({
      vehicle: [{ ...base, datum_eerste_toelating_dt: '2024-03-06T00:00:00.000' }],
      fuel: [
        {
          kenteken: 'GBB12D',
          brandstof_volgnummer: '2',
          brandstof_omschrijving: 'Elektriciteit',
          elektrisch_verbruik_extern_opladen_wltp: '162',
          actie_radius_extern_opladen_wltp: '65',
          klasse_hybride_elektrisch_voertuig: 'OVC-HEV',
        },
        {
          kenteken: 'GBB12D',
          brandstof_volgnummer: '1',
          brandstof_omschrijving: 'Benzine',
          emissie_co2_gecombineerd_wltp: '110',
          emis_co2_gewogen_gecombineerd_wltp: '26',
          co2_uitstoot_gecombineerd: '98',
          uitlaatemissieniveau: 'EURO 6 AP',
        },
      ],
    });
    expect(facts).toMatchObject({
      fuels: ['Benzine', 'Elektriciteit'],
      fuel_primary: 'euro95',
      wltp_g_per_km: 26,
      co2_cycle: 'WLTP',
      electric_wh_per_km: 162,
      electric_range_km: 65,
      hybrid_class: 'OVC-HEV',
      emission_class: 'EURO 6 AP',
      first_registration_date: '2024-03-06',
    });
  });

  it('reads a full electric car: only an Elektriciteit row, Wh/km and range, no g/km', () => {
    const facts = parseRdw({
      vehicle: [{ ...base, openstaande_terugroepactie_indicator: 'Ja' }],
      fuel: [
        {
          brandstof_volgnummer: '1',
          brandstof_omschrijving: 'Elektriciteit',
          elektrisch_verbruik_enkel_elektrisch_wltp: '290',
          actie_radius_enkel_elektrisch_wltp: '287',
          netto_max_vermogen_elektrisch: '135.00',
        },
      ],
    });
    expect(facts).toMatchObject({
      fuel_primary: 'elektrisch',
      wltp_g_per_km: null,
      co2_cycle: null,
      electric_wh_per_km: 290,
      electric_range_km: 287,
      open_recall: true,
    });
  });
});
