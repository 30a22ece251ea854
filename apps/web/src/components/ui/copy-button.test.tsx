import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, CopyButton } from './copy-button.tsx';

describe('CopyButton', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies the value and confirms it for exactly 1.4 s', async () => {
    render(<CopyButton text="91735264" label="Kopieer" subject="KvK-nummer" />);
    const button = screen.getByRole('button', { name: 'Kopieer KvK-nummer' });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('91735264');
    expect(screen.getByRole('status')).toHaveTextContent('Gekopieerd');
    expect(COPIED_MS).toBe(1400);
    await act(() => vi.advanceTimersByTime(1399));
    expect(screen.getByRole('status')).toHaveTextContent('Gekopieerd');
    await act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('starts the 1.4 s again on a second click', async () => {
    render(<CopyButton text="x" label="Kopieer" subject="IBAN" />);
    const button = screen.getByRole('button', { name: 'Kopieer IBAN' });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    await act(() => vi.advanceTimersByTime(1000));
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    await act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('Gekopieerd');
    await act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    render(<CopyButton text="x" label="Kopieer" subject="IBAN" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kopieer IBAN' }));
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Kopiëren lukt niet: selecteer de tekst.');
  });

  it('reads "Kopiëren" without a label of its own', () => {
    render(<CopyButton text="sleutel" />);
    expect(screen.getByRole('button', { name: 'Kopiëren' })).toBeInTheDocument();
  });
});
