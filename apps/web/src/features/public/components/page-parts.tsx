import { publicPage } from '@fuellinq/domain/common/public-pages';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Names the document after a public page and gives it its description (the list of public-pages.ts). */
export function usePublicPageMeta(path: string) {
  const page = publicPage(path);
  if (!page) throw new Error(`${path} is not a public page (public-pages.ts)`);
  useDocumentTitle(page.title ?? undefined);
  useDocumentDescription(page.description);
  return page;
}

/**
 * The top of a public page: a small label, the page's h1 (its own title unless `heading` says otherwise), an
 * introduction and buttons. It names the document and describes the page for search engines.
 */
export function PageIntro({
  path,
  eyebrow,
  heading,
  children,
  actions,
}: {
  path: string;
  eyebrow?: string;
  heading?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const page = usePublicPageMeta(path);
  return (
    <header className="mb-10 max-w-3xl">
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {heading ?? page.title}
      </h1>
      {children ? <div className="mt-4 text-lg text-muted">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}

/** Running text with headings, paragraphs and lists, as the legal and about pages have. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}

/** A titled block of a page, with an h2 that names the section for screen readers. */
export function PageSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-muted">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Numbered steps: the Green Deal path, the demo's "zo werkt het". */
export function Steps({ steps, label }: { steps: { title: string; text: ReactNode }[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-4 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="card p-5">
          <span
            aria-hidden
            className="mb-3 flex size-9 items-center justify-center rounded-full bg-primary text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="font-semibold">
            <span className="sr-only">Stap {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-1 text-sm text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Short blocks side by side, each a card with a title and a line: promises, features, agenda items. */
export function CardGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="card p-5">
          <h3 className="font-semibold">{item.title}</h3>
          <p className="mt-1 text-sm text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The closing invitation of a page: a line, the page's own next step, and contact. */
export function CallToAction({
  title,
  children,
  primary,
}: {
  title: string;
  children?: ReactNode;
  primary: { to: string; label: string };
}) {
  return (
    <section aria-label={title} className="mt-16 rounded-brand bg-card-bg p-8 text-card-text">
      <h2 className="text-2xl font-bold">{title}</h2>
      {children ? <p className="mt-2 max-w-2xl opacity-90">{children}</p> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={primary.to} variant="accent">
          {primary.label}
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact opnemen
        </ButtonLink>
      </div>
    </section>
  );
}
