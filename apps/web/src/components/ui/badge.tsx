import type { ReactNode } from 'react';

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'brand';

const tones: Record<Tone, string> = {
  neutral: 'bg-bg text-muted border-border',
  success: 'bg-success/10 text-success border-success/30',
  warning: 'bg-secondary/20 text-text border-secondary/50',
  danger: 'bg-danger/10 text-danger border-danger/30',
  brand: 'bg-primary/10 text-primary border-primary/30',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
