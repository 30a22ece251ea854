import {
  type BulkPricesBodySchema,
  type CreateStationBodySchema,
  type ErrorIssue,
  eurToTenths,
  fuelLabels,
  type FuelType,
  isoDateIn,
  type PartnerSettings,
  type PartnerSettingsBodySchema,
  type PartnerStation,
  type PartnerStationPage,
  type PartnerStationResponse,
  OSM_ATTRIBUTION,
  partnerMessages,
  type PricesSavedResponse,
  timeToMinutes,
  type UpdateStationBodySchema,
} from '@fuellinq/domain';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { groupBy } from '../../lib/group-by.ts';
import { isoTime } from '../../lib/sql-rows.ts';
import { brandLogoUrl, toPeriods, toPrice } from '../stations/station-dto.ts';
import { stationSearchText } from '../stations/stations.service.ts';
import type { PartnerRepository, PartnerStationRow, PeriodRow, PriceChange } from './partner.repository.ts';

/** Another partner's station, or none at all: the same 404, so ids reveal nothing. */
export const partnerStationNotFound = () =>
  new AppError(404, 'not_found', 'Dit tankstation bestaat niet of hoort niet bij jouw account.');

type CreateStation = z.output<typeof CreateStationBodySchema>;
type UpdateStation = z.output<typeof UpdateStationBodySchema>;

export interface PartnerServiceDeps {
  repository: PartnerRepository;
  /** Called after every change, so the public feed shows it at once. */
  onChange: () => Promise<void>;
  now?: () => Date;
}

const toPeriodRows = (periods: { day: number; opens: string; closes: string }[]): PeriodRow[] =>
  periods.map((p) => ({
    day: p.day,
    opensMinute: timeToMinutes(p.opens),
    closesMinute: timeToMinutes(p.closes),
  }));

function overlapIssues(periods: { day: number; opens: string; closes: string }[]): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  periods.forEach((period, index) => {
    const clash = periods.some(
      (other, j) =>
        j < index && other.day === period.day && other.opens < period.closes && period.opens < other.closes,
    );
    if (clash)
      issues.push({
        path: `opening_hours.${index}`,
        message: 'Deze periode overlapt een andere op dezelfde dag.',
      });
  });
  return issues;
}

export function createPartnerService({ repository, onChange, now = () => new Date() }: PartnerServiceDeps) {
  function toPartnerStation(row: PartnerStationRow, hours: PeriodRow[]): PartnerStation {
    return {
      id: row.id,
      title: row.title,
      brand: row.brand,
      brand_slug: row.brandSlug,
      logo_url: brandLogoUrl(row.brandSlug),
      street: row.street,
      house_number: row.houseNumber,
      postcode: row.postcode,
      city: row.city,
      lat: row.lat,
      lng: row.lng,
      fuels: row.fuels as FuelType[],
      opening_hours: toPeriods(hours),
      unmanned: row.unmanned,
      motorway: row.motorway,
      active: row.active,
      prices: row.prices.map(toPrice),
      updated_at: isoTime(row.updatedAt),
    };
  }

  /**
   * The brand a partner sets: none ("onafhankelijk"), or one an admin granted it. `keep` is the brand the
   * station already has, which may stay as it is (an admin may have handed over a branded station).
   */
  async function brandFor(partnerId: string, slug: string | null | undefined, keep?: string | null) {
    if (!slug) return null;
    const brand = await repository.brandBySlug(partnerId, slug);
    if (!brand) throw fieldError('brand_slug', 'Onbekend merk.');
    if (!brand.granted && slug !== keep) {
      throw new AppError(403, 'brand_not_granted', partnerMessages.brandNotGranted, {
        issues: [{ path: 'brand_slug', message: partnerMessages.brandNotGranted }],
      });
    }
    return brand;
  }

  async function defaultBrand(partnerId: string) {
    const slug = (await repository.settings(partnerId))?.brandSlug;
    const brand = slug ? await repository.brandBySlug(partnerId, slug) : undefined;
    return brand?.granted ? brand : null;
  }

  async function loadStation(partnerId: string, id: string): Promise<PartnerStationResponse> {
    const row = await repository.station(partnerId, id);
    if (!row) throw partnerStationNotFound();
    return { ...toPartnerStation(row, await repository.openingHours([id])), attribution: OSM_ATTRIBUTION };
  }

  /** Checks the partner owns every station and that each sells the fuel; throws 404 or a 400 naming the field. */
  async function priceChanges(
    partnerId: string,
    rows: { station_id: string; fuel_type: FuelType; price_eur_l: number }[],
  ): Promise<PriceChange[]> {
    const owned = new Map(
      (await repository.ownedStations(partnerId, [...new Set(rows.map((r) => r.station_id))])).map((s) => [
        s.id,
        s,
      ]),
    );
    const seen = new Set<string>();
    const issues: ErrorIssue[] = [];
    rows.forEach((row, index) => {
      const station = owned.get(row.station_id);
      if (!station) return;
      const key = `${row.station_id}:${row.fuel_type}`;
      const path = `prices.${index}.fuel_type`;
      if (row.fuel_type === 'elektrisch') issues.push({ path, message: 'Laden heeft geen literprijs.' });
      else if (!station.fuels.includes(row.fuel_type))
        issues.push({ path, message: `${station.title} verkoopt geen ${fuelLabels[row.fuel_type]}.` });
      else if (seen.has(key)) issues.push({ path, message: 'Deze brandstof staat twee keer in de lijst.' });
      seen.add(key);
    });
    if (rows.some((row) => !owned.has(row.station_id))) throw partnerStationNotFound();
    if (issues.length) throw new AppError(400, 'validation_error', issues[0]!.message, { issues });
    return rows.map((row) => ({
      stationId: row.station_id,
      fuelType: row.fuel_type,
      priceTenths: eurToTenths(row.price_eur_l),
    }));
  }

  return {
    async listStations(
      partnerId: string,
      query: {
        q?: string | undefined;
        status: 'active' | 'inactive' | 'all';
        page: number;
        per_page: number;
      },
    ): Promise<PartnerStationPage> {
      const { rows, total } = await repository.listStations(partnerId, {
        q: query.q,
        status: query.status,
        page: query.page,
        perPage: query.per_page,
      });
      const hours = groupBy(await repository.openingHours(rows.map((r) => r.id)), (h) => h.stationId);
      return {
        items: rows.map((row) => toPartnerStation(row, hours.get(row.id) ?? [])),
        total,
        page: query.page,
        per_page: query.per_page,
        attribution: OSM_ATTRIBUTION,
      };
    },

    getStation: loadStation,

    async createStation(
      partnerId: string,
      actorId: string,
      body: CreateStation,
    ): Promise<PartnerStationResponse> {
      const overlaps = overlapIssues(body.opening_hours);
      if (overlaps.length)
        throw new AppError(400, 'validation_error', overlaps[0]!.message, { issues: overlaps });
      // The brand asked for must be granted; the profile's default only counts while it still is.
      const brand = body.brand_slug
        ? await brandFor(partnerId, body.brand_slug)
        : await defaultBrand(partnerId);
      const title = body.title ?? [brand?.name, body.city, body.street].filter(Boolean).join(' ');
      const id = await repository.createStation(
        partnerId,
        {
          brandId: brand?.id ?? null,
          title,
          street: body.street,
          houseNumber: body.house_number,
          postcode: body.postcode,
          city: body.city,
          lat: body.lat,
          lng: body.lng,
          fuels: body.fuels,
          unmanned: body.unmanned,
          motorway: body.motorway,
          searchText: stationSearchText({
            title,
            brand: brand?.name ?? null,
            city: body.city,
            postcode: body.postcode,
            street: body.street,
          }),
        },
        toPeriodRows(body.opening_hours),
        { actorUserId: actorId, action: 'station.create', entity: 'station', details: { title } },
      );
      await onChange();
      return loadStation(partnerId, id);
    },

    async updateStation(
      partnerId: string,
      actorId: string,
      id: string,
      body: UpdateStation,
    ): Promise<PartnerStationResponse> {
      const current = await repository.station(partnerId, id);
      if (!current) throw partnerStationNotFound();
      if (body.opening_hours) {
        const overlaps = overlapIssues(body.opening_hours);
        if (overlaps.length)
          throw new AppError(400, 'validation_error', overlaps[0]!.message, { issues: overlaps });
      }
      const brand =
        body.brand_slug === undefined
          ? undefined
          : await brandFor(partnerId, body.brand_slug, current.brandSlug);
      const next = {
        title: body.title ?? current.title,
        brand: brand === undefined ? current.brand : (brand?.name ?? null),
        city: body.city ?? current.city,
        postcode: body.postcode === undefined ? current.postcode : body.postcode,
        street: body.street ?? current.street,
      };
      const { opening_hours: periods, brand_slug: _brand, house_number, ...rest } = body;
      await repository.updateStation(
        partnerId,
        id,
        {
          ...rest,
          title: next.title,
          ...(house_number === undefined ? {} : { houseNumber: house_number }),
          ...(brand === undefined ? {} : { brandId: brand?.id ?? null }),
          searchText: stationSearchText(next),
        },
        periods ? toPeriodRows(periods) : undefined,
        {
          actorUserId: actorId,
          action: body.active === false ? 'station.deactivate' : 'station.update',
          entity: 'station',
          entityId: id,
          details: { fields: Object.keys(body) },
        },
      );
      await onChange();
      return loadStation(partnerId, id);
    },

    async deactivateStation(partnerId: string, actorId: string, id: string): Promise<PartnerStationResponse> {
      const updated = await repository.updateStation(partnerId, id, { active: false }, undefined, {
        actorUserId: actorId,
        action: 'station.deactivate',
        entity: 'station',
        entityId: id,
      });
      if (!updated) throw partnerStationNotFound();
      await onChange();
      return loadStation(partnerId, id);
    },

    /** PUT /api/partner/stations/{id}/prices and PUT /api/partner/prices. */
    async savePrices(
      partnerId: string,
      actorId: string,
      rows: z.output<typeof BulkPricesBodySchema>['prices'],
    ): Promise<PricesSavedResponse> {
      const changes = await priceChanges(partnerId, rows);
      const at = now();
      const saved = await repository.savePrices(changes, actorId, at, isoDateIn(at));
      await onChange();
      return {
        saved: changes.length,
        prices: saved.map((row) => ({
          station_id: row.stationId,
          ...toPrice({
            fuel_type: row.fuelType,
            price_tenths: row.priceTenths,
            updated_at: isoTime(row.updatedAt),
            updated_by: row.updatedBy,
          }),
        })),
      };
    },

    async settings(partnerId: string): Promise<PartnerSettings> {
      const row = await repository.settings(partnerId);
      if (!row) throw new AppError(404, 'not_found');
      return {
        brands: await repository.grantedBrands(partnerId),
        company_name: row.companyName,
        kvk_number: row.kvkNumber,
        contact_name: row.contactName,
        contact_email: row.contactEmail,
        contact_phone: row.contactPhone,
        brand_slug: row.brandSlug,
        brand: row.brand,
        logo_url: row.brandSlug ? brandLogoUrl(row.brandSlug) : null,
        station_count: row.stationCount,
      };
    },

    async saveSettings(
      partnerId: string,
      actorId: string,
      body: z.output<typeof PartnerSettingsBodySchema>,
    ): Promise<PartnerSettings> {
      const current = await repository.settings(partnerId);
      const brand = await brandFor(partnerId, body.brand_slug, current?.brandSlug);
      await repository.saveSettings(
        partnerId,
        {
          companyName: body.company_name,
          kvkNumber: body.kvk_number,
          contactName: body.contact_name,
          contactEmail: body.contact_email,
          contactPhone: body.contact_phone,
          brandId: brand?.id ?? null,
        },
        { actorUserId: actorId, action: 'partner.settings', entity: 'user', entityId: partnerId },
      );
      return this.settings(partnerId);
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
