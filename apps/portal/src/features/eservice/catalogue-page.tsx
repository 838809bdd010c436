/**
 * The e-service catalogue (`/e-service/main/form`, the spec's "generic request form"; `/e-service/form` leads here;
 * issue 12 items 1 and 6): every active service (`GET /v1/EService/listAll`) grouped by the division that handles
 * it, each with its name (a link to its form, `/e-service/main/form/<code>`), description, fee (baht from satang, in
 * the user's language), target time in days and whether it books a thing.
 *
 * One column on a phone (360 px without sideways scrolling), two from 640 px, three from 1280 px.
 *
 * Accessible names for tests: heading "Request a service" / "ยื่นคำร้องออนไลน์"; one `section` per division named by
 * its heading; in each, a list of services whose names are links (level-3 headings).
 */
import { useTranslation } from "../../i18n/use-translation";
import { Alert, EmptyState, Icon, Link, PageHeader, Spinner } from "@eoffice/ui";
import { errorMessage } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { localName, localText } from "../../lib/local-name";
import { usePageTitle } from "../../lib/use-page-title";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { flattenMenu } from "../e-service";
import { useEServices } from "./eservice-queries";
import { serviceFormPath } from "./eservice-paths";
import { groupByDivision, type EService } from "./eservice-rules";
import { ServiceTerms } from "./service-terms";

/** The menu's icon of each service code. */
const ICONS = new Map(flattenMenu().map((item) => [item.id, item.icon]));

/** One service of the catalogue. */
function ServiceCard({ service }: { service: EService }) {
  const [language] = useLanguage();
  const headingId = `service-${service.code}`;
  return (
    <li className="flex">
      <article
        aria-labelledby={headingId}
        className="flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-900 dark:text-primary-100">
            <Icon name={ICONS.get(service.code) ?? "file-text"} size={20} />
          </span>
          <h3 id={headingId} className="min-w-0 pt-1.5 text-base font-semibold break-words">
            <Link href={serviceFormPath(service.code)} variant="standalone">
              {localText(service.name, language)}
            </Link>
          </h3>
        </div>
        <p className="text-sm break-words text-muted">{localText(service.description, language)}</p>
        <div className="mt-auto">
          <ServiceTerms service={service} />
        </div>
      </article>
    </li>
  );
}

/** The catalogue page (route module). */
export default function CataloguePage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("eservice.catalogue.title"));
  const services = useEServices();
  const groups = groupByDivision(services.data ?? []);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 p-4 sm:p-6 lg:p-10">
      <PageHeader
        title={t("eservice.catalogue.title")}
        description={t("eservice.catalogue.intro")}
        breadcrumbs={[{ label: t("home.title"), href: E_SERVICE_HOME }, { label: t("eservice.catalogue.title") }]}
      />
      {services.error ? (
        <Alert tone="error" onRetry={() => void services.refetch()}>
          {errorMessage(services.error, t("eservice.catalogue.loadError"))}
        </Alert>
      ) : services.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" />
        </div>
      ) : groups.length === 0 ? (
        <EmptyState icon="inbox" headingLevel={2} title={t("eservice.catalogue.empty")} />
      ) : (
        groups.map((group) => {
          const headingId = `division-${group.division.id}`;
          return (
            <section key={group.division.id} aria-labelledby={headingId} className="flex flex-col gap-3">
              <h2 id={headingId} className="text-lg font-semibold">
                {localName(group.division, language)}
              </h2>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {group.services.map((service) => (
                  <ServiceCard key={service.id} service={service} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
