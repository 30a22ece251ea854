import { displayName, formatPlate } from '@fuellinq/domain';

// A company card's pass (issue 24 §2): besides the masked number and the QR code it names the organisation
// and who the card is for, the driver (a driver card) or the plate (a vehicle card). Apple and Google both
// read it from here, so the two passes always say the same.

/** The organisation and holder a company card's pass shows; a private card has none. */
export interface PassCompany {
  orgName: string;
  /** 'Bestuurder' and the driver's name, or 'Kenteken' and the plate; null for a card without a holder. */
  holder: { label: 'Bestuurder' | 'Kenteken'; value: string } | null;
}

/** What the repository reads of a company card's holder. */
export interface CompanyHolderRow {
  orgName: string;
  driverEmail: string | null;
  driverFirstName: string | null;
  driverLastName: string | null;
  plate: string | null;
}

export function passCompany(row: CompanyHolderRow): PassCompany {
  const holder: PassCompany['holder'] = row.driverEmail
    ? {
        label: 'Bestuurder',
        value: displayName({
          email: row.driverEmail,
          first_name: row.driverFirstName,
          last_name: row.driverLastName,
        }),
      }
    : row.plate
      ? { label: 'Kenteken', value: formatPlate(row.plate) }
      : null;
  return { orgName: row.orgName, holder };
}

/** The back of the pass: who pays, and for a vehicle card that any driver of the organisation may use it. */
export function companyPassNote(company: PassCompany): string {
  const paid = `Tanken met deze pas gaat van het saldo van ${company.orgName}, niet van je eigen saldo.`;
  return company.holder?.label === 'Kenteken'
    ? `${paid} Elke bestuurder van ${company.orgName} mag deze pas voor dit voertuig gebruiken; de tankbeurt staat op naam van wie tankt.`
    : paid;
}

/** The one-line name of a company pass on the universal pass page: "Demo Transport B.V. · Jan Jansen". */
export function companyPassLabel(company: PassCompany): string {
  return company.holder ? `${company.orgName} · ${company.holder.value}` : company.orgName;
}
