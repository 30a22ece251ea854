import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'dark';
type Size = 'md' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-brand font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 no-underline';
const variants: Record<Variant, string> = {
  primary: 'bg-button-bg text-button-text hover:brightness-110',
  secondary: 'border border-border bg-surface text-text hover:bg-bg',
  ghost: 'text-text hover:bg-bg',
  danger: 'bg-danger text-white hover:brightness-110',
  accent: 'bg-secondary text-text hover:brightness-105',
  dark: 'bg-black text-white hover:bg-black/85',
};
const sizes: Record<Size, string> = { md: 'px-4 py-2.5 text-sm', sm: 'px-3 py-1.5 text-sm' };

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...props
}: LinkProps & { variant?: Variant; size?: Size; children: ReactNode }) {
  return (
    <Link className={buttonClass(variant, size, className)} {...props}>
      {children}
    </Link>
  );
}
