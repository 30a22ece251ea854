import type { MediaUrl, SitePageStats } from '@fuellinq/domain/site-pages/site-page.contract';
import { showsKpiStrip } from '@fuellinq/domain/site-pages/site-page-rules';
import { KpiStrip } from './kpi-strip.tsx';
import { PageMedia } from './page-media.tsx';

export interface ViewablePage {
  slug: string;
  title: string;
  layout: string;
  media_url: MediaUrl;
}

/** The banner above a CMS page (spec §2; left out with ?noBanner=1). */
function Banner({ title }: { title: string }) {
  return (
    <header
      data-testid="page-banner"
      className="mb-8 rounded-brand bg-card-bg px-6 py-10 text-card-text sm:px-10"
    >
      <p className="text-sm font-semibold tracking-wide uppercase opacity-80">FuelLinq</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
    </header>
  );
}

/**
 * A CMS page as a visitor sees it, also the editor's preview: the banner (or a plain heading), the KPI strip
 * for a signed-in visitor on an overview page, the sanitised content and the media.
 */
export function SitePageView({
  page,
  html,
  banner,
  signedIn,
  stats = null,
}: {
  page: ViewablePage;
  /** Already sanitised (lib/page-html.ts). */
  html: string;
  banner: boolean;
  signedIn: boolean;
  /** The signed-in reader's figures, as GET /api/site-pages brings them (none in the editor's preview). */
  stats?: SitePageStats | null;
}) {
  return (
    <article>
      {banner ? (
        <Banner title={page.title} />
      ) : (
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{page.title}</h1>
      )}
      {signedIn && showsKpiStrip(page) ? <KpiStrip stats={stats} /> : null}
      <div
        className="max-w-3xl space-y-4 leading-relaxed [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:font-semibold [&_img]:max-w-full [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        // Sanitised twice: by the server on save and by DOMPurify just before (decision 014).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <PageMedia mediaUrl={page.media_url} title={page.title} />
    </article>
  );
}
