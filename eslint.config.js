// Lint rules for the whole workspace (flat config). `pnpm lint` fails on any warning.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "storybook-static/**",
      "packages/api-client/src/schema.ts",
      "apps/api/drizzle/**",
      "test-results/**",
      "bench/results/**",
      "playwright-report/**",
      "**/.data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  // One `test` for the journeys: e2e/support/session.ts's, whose `page` prints the browser's errors in the output.
  {
    files: ["e2e/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test"], message: "Import `test` from ./support/session: its page prints the browser's errors." }] },
      ],
    },
  },
  // Size limits of the apps' and packages' source (tracker issue 37 item 4): a file every feature edits is split
  // by feature or sub-resource, a long function into named steps. Blank lines and comments do not count. Tests,
  // stories and generated files are exempt.
  {
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/test/**", "**/*.stories.{ts,tsx}", "packages/api-client/src/schema.ts", "packages/api-client/src/roles.ts"],
    rules: {
      "max-lines": ["error", { max: 600, skipBlankLines: true, skipComments: true }],
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  // Written exceptions to the size limits: each file stays over until it is split; remove its line when it is.
  {
    files: [
      // Data, not code: the reference and demo catalogues the seeds write (e-service forms, menu, templates).
      "apps/api/src/seeds/seed-data.ts",
      "apps/api/src/seeds/seed-eservices.ts",
      // Portal and ui files being split by feature under tracker issue 37 item 4.
      "packages/ui/src/components/form-renderer/form-renderer.tsx",
    ],
    rules: { "max-lines": "off" },
  },
  {
    files: [
      // A handler factory is one object of its group's handlers, each a small method; the factory as a whole is
      // over 150 lines until the group is split by sub-resource (tracker issue 37 item 4).
      "apps/api/src/handlers/complaint.ts",
      "apps/api/src/handlers/dms.ts",
      "apps/api/src/handlers/staff-user.ts",
      // Portal pages and ui components with one long component function, being split under tracker issue 37
      // item 4.
      "apps/portal/src/features/admin/menu-editor-page.tsx",
      "apps/portal/src/features/admin/staff-user-dialog.tsx",
      "apps/portal/src/features/admin/structure-page.tsx",
      "apps/portal/src/features/auth/sign-up-page.tsx",
      "apps/portal/src/features/complaints-staff/analytics-page.tsx",
      "apps/portal/src/features/complaints-staff/eform-page.tsx",
      "apps/portal/src/features/complaints-staff/queue-page.tsx",
      "apps/portal/src/features/complaints/my-complaints-page.tsx",
      "apps/portal/src/features/dms/correspondence-page.tsx",
      "apps/portal/src/features/dms/dms-page.tsx",
      "apps/portal/src/features/dms/document-page.tsx",
      "apps/portal/src/features/eservice/service-form-page.tsx",
      "apps/portal/src/features/news/staff/staff-news-editor-page.tsx",
      "packages/ui/src/components/data-table/data-table.tsx",
      "packages/ui/src/components/file-upload/file-upload.tsx",
      "packages/ui/src/components/form-renderer/form-renderer.tsx",
      "packages/ui/src/navigation/vertical/vertical-navigation.tsx",
      "packages/ui/src/widgets/shortcuts/shortcuts-panel.tsx",
    ],
    rules: { "max-lines-per-function": "off" },
  },
);
