import { OTHER_ACCOUNT } from '@fuellinq/domain/bank/bank.forms';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountChoice } from '../features/bank/components/account-choice.tsx';
import { TopUpForm } from '../features/cards/components/nu-tanken/top-up-form.tsx';
import { PlateLookupForm } from '../features/vehicles/components/plate-lookup-form.tsx';
import { saveSession } from '../lib/session.ts';
import { fakeApi, renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

/**
 * Issue 26, forms on a phone: the key inputs bring up the right keyboard (a decimal keypad for amounts,
 * capitals for plates and IBANs without autocorrect) and let the browser fill in the e-mail and password.
 */
const field = () => ({ name: 'x', onChange: vi.fn(), onBlur: vi.fn(), ref: vi.fn() });

describe('the keyboards of the key inputs on a phone', () => {
  it('login: an e-mail keyboard and the saved e-mail and password, Enter goes on', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    renderRoutes(routes, '/auth');
    const email = await screen.findByLabelText('E-mailadres', {}, { timeout: 5000 });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('enterkeyhint', 'next');
    const password = screen.getByLabelText('Wachtwoord');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('enterkeyhint', 'go');
  });

  it('plate: capitals, no autocorrect or spelling check', () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    saveSession('tok', 'user', true);
    renderRoutes([{ path: '/', Component: PlateLookupForm }], '/');
    const plate = screen.getByRole('textbox', { name: 'Kenteken' });
    expect(plate).toHaveAttribute('autocapitalize', 'characters');
    expect(plate).toHaveAttribute('autocorrect', 'off');
    expect(plate).toHaveAttribute('spellcheck', 'false');
  });

  it('IBAN: capitals, no autocorrect, no spelling check, no autofill', () => {
    render(
      <AccountChoice
        ibans={[]}
        choice={OTHER_ACCOUNT}
        accountField={{ ...field(), name: 'account' }}
        otherIbanField={{ ...field(), name: 'other_iban' }}
        error={undefined}
      />,
    );
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    expect(iban).toHaveAttribute('autocapitalize', 'characters');
    expect(iban).toHaveAttribute('autocorrect', 'off');
    expect(iban).toHaveAttribute('spellcheck', 'false');
    expect(iban).toHaveAttribute('autocomplete', 'off');
  });

  it('amount: a decimal keypad', () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    saveSession('tok', 'user', true);
    renderRoutes([{ path: '/', Component: TopUpForm }], '/');
    const amount = screen.getByRole('textbox', { name: 'Bedrag in euro' });
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAttribute('enterkeyhint', 'go');
  });
});
