import { useState } from "react";
import {
  Layout, LanguageMenu, NotificationsPanel, PageContainer, PageHeader, SettingsDrawer, ThemeProvider, UiI18nProvider,
  createLayoutConfigStore, useLayoutConfig, type InboxItem, type NavigationItem, type UiLocale,
} from "@eoffice/ui";

const layoutConfig = createLayoutConfigStore(window.localStorage); // layout, theme, scheme per browser

const menu: NavigationItem[] = [
  { id: "home", type: "basic", title: "หน้าหลัก", icon: "home", link: "/", exactMatch: true },
  { id: "services", type: "group", title: "บริการ", children: [
    { id: "water", type: "basic", title: "ขอใช้น้ำประปา", icon: "water", link: "/water" },
  ] },
];

const firstNotifications: InboxItem[] = [
  { id: "1", title: "คำร้องของท่านได้รับการอนุมัติ", icon: "check", time: "2026-11-21T02:05:00Z", read: false },
];

export function App() {
  const config = useLayoutConfig(layoutConfig);
  const [language, setLanguage] = useState<UiLocale>("th");
  const [notifications, setNotifications] = useState(firstNotifications);
  const markAllRead = () => setNotifications((items) => items.map((item) => ({ ...item, read: true })));
  return (
    <ThemeProvider theme={config.theme} scheme={config.scheme}>
      <UiI18nProvider locale={language}>
        <Layout
          name={config.layout}
          navigation={{ default: menu }}
          currentPath={location.pathname}
          languages={
            <LanguageMenu
              languages={[{ id: "en", label: "English" }, { id: "th", label: "ไทย" }]}
              value={language}
              onChange={setLanguage}
            />
          }
          notifications={<NotificationsPanel items={notifications} onMarkAllRead={markAllRead} />}
          settings={<SettingsDrawer value={config} onChange={layoutConfig.set} />}
        >
          <PageContainer aria-labelledby="page-title">
            <PageHeader title={<span id="page-title">บริการออนไลน์</span>} />
          </PageContainer>
        </Layout>
      </UiI18nProvider>
    </ThemeProvider>
  );
}
