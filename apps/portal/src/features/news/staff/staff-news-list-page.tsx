/**
 * The news editors' list (`/mwp/news`; issue 15 item 1; `GET /v1/News`): every item in any state, newest change
 * first, filtered by state, with a link to write a new one; each title opens the editor. Staff page, desktop first
 * (cards below 800 px).
 *
 * Accessible names for tests: heading "News"; link "Write news"; table "News"; each title a link.
 */
import { useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import type { Schemas } from "@eoffice/api-client";
import { Link, PageHeader, Select, type DataTableColumn } from "@eoffice/ui";
import { PagedTable, usePaging } from "../../../lib/paged-table";
import { useLanguage } from "../../../i18n/use-language";
import { formatDateTime } from "../../../lib/format-date";
import { usePageTitle } from "../../../lib/use-page-title";
import { STAFF_NEWS_PATH } from "../news-paths";
import { useNewsCategories, useStaffNews } from "../news-queries";

type Item = Schemas["NewsItem"];
type State = Schemas["NewsState"];

const STATES: readonly State[] = ["draft", "scheduled", "published", "unpublished"];
const ALL = "all";

/** The news editors' list (route module). */
export default function StaffNewsListPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  usePageTitle(t("news.staff.title"));
  const paging = usePaging();
  const { offset, limit } = paging;
  const [state, setState] = useState<State | undefined>();
  const news = useStaffNews(offset, limit, state);
  const categories = useNewsCategories();
  const categoryName = (id: number) => {
    const found = categories.data?.find((c) => c.id === id);
    return found ? (language === "th" ? found.nameTh : found.nameEn) : "";
  };
  const columns: DataTableColumn<Item>[] = [
    {
      id: "title",
      header: t("news.staff.columns.title"),
      isRowHeader: true,
      value: (row) => row.titleTh,
      cell: (row) => (
        <Link href={`${STAFF_NEWS_PATH}/${row.id}`}>
          {row.pinned ? "📌 " : ""}
          {language === "en" && row.titleEn ? row.titleEn : row.titleTh}
        </Link>
      ),
    },
    { id: "category", header: t("news.staff.columns.category"), value: (row) => categoryName(row.categoryId) },
    { id: "state", header: t("news.staff.columns.state"), value: (row) => t(`news.staff.states.${row.state}`) },
    { id: "publishAt", header: t("news.staff.columns.publishAt"), value: (row) => (row.publishAt ? formatDateTime(row.publishAt, language) : "") },
    { id: "views", header: t("news.staff.columns.views"), value: (row) => row.viewCount, align: "end" },
    { id: "updated", header: t("news.staff.columns.updated"), value: (row) => formatDateTime(row.updatedAt, language) },
  ];
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-6 sm:p-10">
      <PageHeader
        title={t("news.staff.title")}
        description={t("news.staff.intro")}
        actions={
          <Link href={`${STAFF_NEWS_PATH}/new`} variant="standalone" className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:no-underline">
            {t("news.staff.new")}
          </Link>
        }
      />
      <PagedTable<Item>
        label={t("news.staff.title")}
        columns={columns}
        query={news}
        paging={paging}
        loadError={t("news.loadError")}
        filters={
          <Select
            label={t("news.staff.filterState")}
            className="w-48"
            items={[{ id: ALL, label: t("news.staff.filterAll") }, ...STATES.map((each) => ({ id: each, label: t(`news.staff.states.${each}`) }))]}
            value={state ?? ALL}
            onChange={(key) => {
              paging.reset();
              setState(key === null || key === ALL ? undefined : (String(key) as State));
            }}
          />
        }
      />
    </div>
  );
}
