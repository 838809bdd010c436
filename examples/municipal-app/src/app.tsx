/**
 * A second municipal app on the design system alone: the classic layout with the vertical navigation, the
 * language menu and notifications in the top bar, and the settings drawer (theme, scheme; kept per browser).
 * Everything comes from the packed `@eoffice/ui`; the app owns only its data (menu, notifications) and a
 * tiny history-based router.
 */
import { useCallback, useState, useSyncExternalStore } from "react";
// The app uses react-aria itself: its RouterProvider and useLocale are the ones the design system's components use
// (one react-aria on the page; tracker issue 42 item 4).
import { RouterProvider, useLocale } from "react-aria-components";
import {
  ClassicLayout,
  DataTable,
  DatePicker,
  LanguageMenu,
  NotificationsPanel,
  SettingsDrawer,
  ThemeProvider,
  UiI18nProvider,
  createLayoutConfigStore,
  useLayoutConfig,
  type DataTableColumn,
  type InboxItem,
  type LanguageOption,
  type NavigationItem,
  type UiLocale,
} from "@eoffice/ui";

const layoutConfig = createLayoutConfigStore(window.localStorage, "municipal-app.layout");

const languages: LanguageOption[] = [
  { id: "en", label: "English" },
  { id: "th", label: "ไทย" },
];

const text = {
  en: {
    municipality: "Sample Town Municipality",
    home: "Home",
    services: "Services",
    water: "Water supply request",
    waste: "Waste collection fee",
    news: "News",
    welcome: "Welcome to the e-service of Sample Town",
    page: "You are on",
    date: "Appointment date",
    requests: "Requests",
    number: "No.",
    subject: "Subject",
  },
  th: {
    municipality: "เทศบาลตำบลตัวอย่าง",
    home: "หน้าหลัก",
    services: "บริการ",
    water: "ขอใช้น้ำประปา",
    waste: "ค่าธรรมเนียมเก็บขยะ",
    news: "ข่าวประชาสัมพันธ์",
    welcome: "ยินดีต้อนรับสู่บริการออนไลน์ของเทศบาลตำบลตัวอย่าง",
    page: "หน้าปัจจุบัน",
    date: "วันที่นัดหมาย",
    requests: "คำร้อง",
    number: "เลขที่",
    subject: "เรื่อง",
  },
} satisfies Record<UiLocale, Record<string, string>>;

function menu(locale: UiLocale): NavigationItem[] {
  const t = text[locale];
  return [
    { id: "home", type: "basic", title: t.home, icon: "home", link: "/", exactMatch: true },
    {
      id: "services",
      type: "group",
      title: t.services,
      children: [
        { id: "water", type: "basic", title: t.water, icon: "water", link: "/services/water" },
        { id: "waste", type: "basic", title: t.waste, icon: "garbage", link: "/services/waste" },
      ],
    },
    { id: "news", type: "basic", title: t.news, icon: "megaphone", link: "/news" },
  ];
}

const initialNotifications: InboxItem[] = [
  { id: "1", title: "คำร้องของท่านได้รับการอนุมัติ", icon: "check", time: "2026-11-21T02:05:00Z", read: false },
  { id: "2", title: "ชำระค่าธรรมเนียมเก็บขยะเรียบร้อยแล้ว", icon: "receipt", time: "2026-11-20T11:20:00Z", read: true },
];

interface Request {
  id: string;
  subject: string;
}

const requests: Request[] = [
  { id: "2569-0012", subject: "ขอใช้น้ำประปา" },
  { id: "2569-0007", subject: "ค่าธรรมเนียมเก็บขยะ" },
];

/** The locale react-aria's hooks of the app see, for the end-to-end test: the one UiI18nProvider sets. */
function AriaLocale() {
  return (
    <output hidden data-testid="aria-locale">
      {useLocale().locale}
    </output>
  );
}

/** The path of the page, following pushState navigation and the back button. */
function usePath(): [string, (path: string) => void] {
  const path = useSyncExternalStore(
    (onChange) => {
      window.addEventListener("popstate", onChange);
      return () => window.removeEventListener("popstate", onChange);
    },
    () => window.location.pathname,
  );
  const navigate = useCallback((to: string) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, []);
  return [path, navigate];
}

export function App() {
  const config = useLayoutConfig(layoutConfig);
  const [locale, setLocale] = useState<UiLocale>("th");
  const [notifications, setNotifications] = useState(initialNotifications);
  const [path, navigate] = usePath();
  const t = text[locale];
  const columns: DataTableColumn<Request>[] = [
    { id: "id", header: t.number, value: (row) => row.id, isRowHeader: true },
    { id: "subject", header: t.subject, value: (row) => row.subject, allowsSorting: true },
  ];

  return (
    <ThemeProvider theme={config.theme} scheme={config.scheme}>
      <UiI18nProvider locale={locale}>
        <RouterProvider navigate={navigate}>
          <ClassicLayout
            navigation={{ default: menu(locale) }}
            currentPath={path}
            logo={<strong className="text-lg">{t.municipality}</strong>}
            footerText={t.municipality}
            languages={<LanguageMenu languages={languages} value={locale} onChange={setLocale} />}
            notifications={
              <NotificationsPanel
                items={notifications}
                timeZone="Asia/Bangkok"
                onToggleRead={(id) =>
                  setNotifications((items) => items.map((item) => (item.id === id ? { ...item, read: !item.read } : item)))
                }
                onMarkAllRead={() => setNotifications((items) => items.map((item) => ({ ...item, read: true })))}
              />
            }
            settings={<SettingsDrawer value={config} onChange={layoutConfig.set} layouts={["classic"]} />}
          >
            <section className="flex flex-col gap-2 p-6 md:p-8">
              <h1 className="text-2xl font-semibold">{t.welcome}</h1>
              <p className="text-muted">
                {t.page}:{" "}
                {/* `decoration-wavy` is a class only this app uses: Tailwind compiled it with the package's source CSS. */}
                <output data-testid="path" className="underline decoration-wavy decoration-primary">
                  {path}
                </output>
              </p>
              <AriaLocale />
              <DatePicker label={t.date} name="date" className="max-w-xs" />
              <DataTable aria-label={t.requests} columns={columns} rows={requests} clientSide />
            </section>
          </ClassicLayout>
        </RouterProvider>
      </UiI18nProvider>
    </ThemeProvider>
  );
}
