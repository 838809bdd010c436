/**
 * Thai for react-aria's built-in strings (tracker issue 9, item 4). react-aria-components 1.22 ships its own
 * strings (the hidden "Dismiss" button of popovers and dialogs, "Clear search", calendar and date-field
 * labels, selection announcements ...) in 34 languages, but not Thai: in `th-TH` they fell back to English.
 *
 * Mechanism: react-aria's documented localisation hook for strings it does not ship in the bundle -
 * `LocalizedStringProvider` / `getLocalizationScript` from `react-aria-components/i18n` write the strings of
 * ONE locale to `window[Symbol.for("react-aria.i18n.strings")]` (package name -> key -> string) and the locale
 * to `window[Symbol.for("react-aria.i18n.locale")]`; every `useLocalizedStringFormatter` then reads that global
 * dictionary instead of its bundled one (`LocalizedStringDictionary.getGlobalDictionaryForPackage`). The
 * design system fills the same globals from the browser: English is react-aria's own `en-US` set, Thai is that
 * set with every key replaced by {@link ariaStringsTh}. react-aria reads the global object once and keeps a
 * reference to each package's table, so a language change rewrites the tables in place.
 *
 * One language per page: every {@link UiI18nProvider} on a page shares these globals (the last one to render
 * with another language wins). `UiI18nProvider` calls {@link installAriaStrings}; apps never need to.
 */
// A namespace import: the package's declaration for `i18n/<locale>` exports its default as a type only.
import * as ariaStringsEnUSModule from "react-aria-components/i18n/en-US";
import type { UiLocale } from "./messages";

/** The formatter react-aria passes to a string function (plural, number and select helpers). */
interface AriaStringFormatter {
  plural(count: number, options: Record<string, string | (() => string)>, type?: "cardinal" | "ordinal"): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: unknown): string;
}

/** One react-aria string: text, or a function of the variables (react-aria's compiled ICU message). */
type AriaString = string | ((args: Record<string, string | number | boolean>, formatter: AriaStringFormatter) => string);

/** Strings by react-aria package name, then by key (the shape of `react-aria-components/i18n/<locale>`). */
export type AriaPackageStrings = Record<string, Record<string, AriaString>>;

/** The English strings react-aria-components ships (its `en-US` set: every package, every key). */
export const ariaStringsEn: AriaPackageStrings = (ariaStringsEnUSModule as unknown as { default: AriaPackageStrings }).default;

/**
 * Thai for every react-aria string (react-aria-components 1.22.1 / react-aria 3.53.1), worded like the ui's
 * own Thai strings. A key missing here (a future react-aria version) falls back to English.
 */
export const ariaStringsTh: AriaPackageStrings = {
  "@react-aria/overlays": { dismiss: "ปิด" },
  "@react-aria/toast": {
    close: "ปิด",
    notifications: (e, t) => `การแจ้งเตือน ${t.number(e.count as number)} รายการ`,
  },
  "@react-aria/searchfield": { "Clear search": "ล้างคำค้นหา" },
  "@react-aria/autocomplete": { collectionLabel: "คำแนะนำ" },
  "@react-aria/combobox": {
    focusAnnouncement: (e, t) =>
      `${t.select({ true: () => `เข้าสู่กลุ่ม ${e.groupTitle} มี ${t.number(e.groupCount as number)} ตัวเลือก `, other: "" }, e.isGroupChange)}${e.optionText}${t.select({ true: " เลือกอยู่", other: "" }, e.isSelected)}`,
    countAnnouncement: (e, t) => `มี ${t.number(e.optionCount as number)} ตัวเลือก`,
    selectedAnnouncement: (e) => `${e.optionText} เลือกแล้ว`,
    buttonLabel: "แสดงคำแนะนำ",
    listboxLabel: "คำแนะนำ",
  },
  "@react-aria/menu": { longPressMessage: "กดค้างหรือกด Alt + ลูกศรลงเพื่อเปิดเมนู" },
  "@react-aria/previewtrigger": { longPressMessage: "กดค้างเพื่อเปิดตัวอย่าง" },
  "@react-aria/breadcrumbs": { breadcrumbs: "เส้นทางนำทาง" },
  "@react-aria/steplist": { steplist: "รายการขั้นตอน" },
  "@react-aria/spinbutton": { Empty: "ว่าง" },
  "@react-aria/numberfield": {
    decrease: (e) => `ลด ${e.fieldLabel}`,
    increase: (e) => `เพิ่ม ${e.fieldLabel}`,
    numberField: "ช่องตัวเลข",
  },
  "@react-aria/tag": { removeDescription: "กด Delete เพื่อลบแท็ก", removeButtonLabel: "ลบ" },
  "@react-aria/tree": { expand: "ขยาย", collapse: "ยุบ" },
  "@react-aria/grid": {
    deselectedItem: (e) => `ไม่ได้เลือก ${e.item}`,
    select: "เลือก",
    selectedCount: (e, t) =>
      t.plural(e.count as number, { "=0": "ไม่ได้เลือกรายการใด", other: () => `เลือก ${t.number(e.count as number)} รายการ` }),
    selectedAll: "เลือกทุกรายการแล้ว",
    selectedItem: (e) => `เลือก ${e.item} แล้ว`,
    longPressToSelect: "กดค้างเพื่อเข้าสู่โหมดเลือก",
  },
  "@react-aria/gridlist": {
    hasActionAnnouncement: "แถวนี้มีการดำเนินการ",
    hasLinkAnnouncement: (e) => `แถวนี้มีลิงก์: ${e.link}`,
  },
  "@react-aria/table": {
    select: "เลือก",
    selectAll: "เลือกทั้งหมด",
    sortable: "คอลัมน์ที่เรียงลำดับได้",
    ascending: "จากน้อยไปมาก",
    descending: "จากมากไปน้อย",
    ascendingSort: (e) => `เรียงตามคอลัมน์ ${e.columnName} จากน้อยไปมาก`,
    descendingSort: (e) => `เรียงตามคอลัมน์ ${e.columnName} จากมากไปน้อย`,
    columnSize: (e) => `${e.value} พิกเซล`,
    resizerDescription: "กด Enter เพื่อเริ่มปรับขนาด",
    expand: "ขยาย",
    collapse: "ยุบ",
  },
  "@react-aria/calendar": {
    previous: "ก่อนหน้า",
    next: "ถัดไป",
    selectedDateDescription: (e) => `วันที่ที่เลือก: ${e.date}`,
    selectedRangeDescription: (e) => `ช่วงวันที่ที่เลือก: ${e.dateRange}`,
    todayDate: (e) => `วันนี้ ${e.date}`,
    todayDateSelected: (e) => `วันนี้ ${e.date} เลือกแล้ว`,
    dateSelected: (e) => `${e.date} เลือกแล้ว`,
    startRangeSelectionPrompt: "คลิกเพื่อเริ่มเลือกช่วงวันที่",
    finishRangeSelectionPrompt: "คลิกเพื่อสิ้นสุดการเลือกช่วงวันที่",
    minimumDate: "วันแรกที่เลือกได้",
    maximumDate: "วันสุดท้ายที่เลือกได้",
    dateRange: (e) => `${e.startDate} ถึง ${e.endDate}`,
  },
  "@react-aria/datepicker": {
    era: "ศักราช",
    year: "ปี",
    month: "เดือน",
    day: "วัน",
    hour: "ชั่วโมง",
    minute: "นาที",
    second: "วินาที",
    dayPeriod: "ช่วงเวลา (AM/PM)",
    calendar: "ปฏิทิน",
    startDate: "วันที่เริ่มต้น",
    endDate: "วันที่สิ้นสุด",
    weekday: "วันในสัปดาห์",
    timeZoneName: "เขตเวลา",
    selectedDateDescription: (e) => `วันที่ที่เลือก: ${e.date}`,
    selectedRangeDescription: (e) => `ช่วงวันที่ที่เลือก: ${e.startDate} ถึง ${e.endDate}`,
    selectedTimeDescription: (e) => `เวลาที่เลือก: ${e.time}`,
  },
  "@react-stately/datepicker": {
    rangeUnderflow: (e) => `ต้องเป็นวันที่ ${e.minValue} หรือหลังจากนั้น`,
    rangeOverflow: (e) => `ต้องเป็นวันที่ ${e.maxValue} หรือก่อนหน้านั้น`,
    rangeReversed: "วันที่เริ่มต้นต้องอยู่ก่อนวันที่สิ้นสุด",
    unavailableDate: "วันที่ที่เลือกไม่พร้อมให้บริการ",
  },
  "@react-aria/dnd": {
    dragItem: (e) => `ลาก ${e.itemText}`,
    dragSelectedItems: (e, t) => `ลาก ${t.number(e.count as number)} รายการที่เลือก`,
    dragDescriptionKeyboard: "กด Enter เพื่อเริ่มลาก",
    dragDescriptionKeyboardAlt: "กด Alt + Enter เพื่อเริ่มลาก",
    dragDescriptionTouch: "แตะสองครั้งเพื่อเริ่มลาก",
    dragDescriptionVirtual: "คลิกเพื่อเริ่มลาก",
    dragDescriptionLongPress: "กดค้างเพื่อเริ่มลาก",
    dragSelectedKeyboard: (e, t) => `กด Enter เพื่อลาก ${t.number(e.count as number)} รายการที่เลือก`,
    dragSelectedKeyboardAlt: (e, t) => `กด Alt + Enter เพื่อลาก ${t.number(e.count as number)} รายการที่เลือก`,
    dragSelectedLongPress: (e, t) => `กดค้างเพื่อลาก ${t.number(e.count as number)} รายการที่เลือก`,
    dragStartedKeyboard: "เริ่มลากแล้ว กด Tab เพื่อไปยังจุดวาง แล้วกด Enter เพื่อวาง หรือกด Escape เพื่อยกเลิก",
    dragStartedTouch: "เริ่มลากแล้ว ไปยังจุดวาง แล้วแตะสองครั้งเพื่อวาง",
    dragStartedVirtual: "เริ่มลากแล้ว ไปยังจุดวาง แล้วคลิกหรือกด Enter เพื่อวาง",
    endDragKeyboard: "กำลังลาก กด Enter เพื่อยกเลิกการลาก",
    endDragTouch: "กำลังลาก แตะสองครั้งเพื่อยกเลิกการลาก",
    endDragVirtual: "กำลังลาก คลิกเพื่อยกเลิกการลาก",
    dropDescriptionKeyboard: "กด Enter เพื่อวาง กด Escape เพื่อยกเลิกการลาก",
    dropDescriptionTouch: "แตะสองครั้งเพื่อวาง",
    dropDescriptionVirtual: "คลิกเพื่อวาง",
    dropCanceled: "ยกเลิกการวางแล้ว",
    dropComplete: "วางเรียบร้อยแล้ว",
    dropIndicator: "ตำแหน่งที่จะวาง",
    dropOnRoot: "วางบน",
    dropOnItem: (e) => `วางบน ${e.itemText}`,
    insertBefore: (e) => `แทรกก่อน ${e.itemText}`,
    insertBetween: (e) => `แทรกระหว่าง ${e.beforeItemText} และ ${e.afterItemText}`,
    insertAfter: (e) => `แทรกหลัง ${e.itemText}`,
  },
  "@react-aria/color": {
    colorPicker: "ตัวเลือกสี",
    twoDimensionalSlider: "แถบเลื่อนสองมิติ",
    colorNameAndValue: (e) => `${e.name}: ${e.value}`,
    colorInputLabel: (e) => `${e.label}, ${e.channelLabel}`,
    colorSwatch: "แถบสี",
    transparent: "โปร่งใส",
  },
  "@react-stately/color": {
    hue: "สีสัน",
    saturation: "ความอิ่มตัว",
    lightness: "ความสว่าง",
    brightness: "ความสว่าง",
    red: "แดง",
    green: "เขียว",
    blue: "น้ำเงิน",
    alpha: "ความทึบ",
    colorName: (e) => `${e.hue} ${e.chroma} ${e.lightness}`,
    transparentColorName: (e) => `${e.hue} ${e.chroma} ${e.lightness} โปร่งใส ${e.percentTransparent}`,
    "very dark": "เข้มมาก",
    dark: "เข้ม",
    light: "อ่อน",
    "very light": "อ่อนมาก",
    pale: "ซีด",
    grayish: "อมเทา",
    vibrant: "สด",
    black: "ดำ",
    white: "ขาว",
    gray: "เทา",
    pink: "ชมพู",
    "pink red": "แดงอมชมพู",
    "red orange": "ส้มอมแดง",
    brown: "น้ำตาล",
    orange: "ส้ม",
    "orange yellow": "เหลืองอมส้ม",
    "brown yellow": "เหลืองอมน้ำตาล",
    yellow: "เหลือง",
    "yellow green": "เขียวอมเหลือง",
    "green cyan": "ฟ้าอมเขียว",
    cyan: "ฟ้า",
    "cyan blue": "น้ำเงินอมฟ้า",
    "blue purple": "ม่วงอมน้ำเงิน",
    purple: "ม่วง",
    "purple magenta": "ม่วงแดง",
    magenta: "บานเย็น",
    "magenta pink": "ชมพูบานเย็น",
  },
  "react-aria-components": {
    selectPlaceholder: "กรุณาเลือก",
    tableResizer: "ตัวปรับขนาด",
    dropzoneLabel: "พื้นที่วางไฟล์",
    colorSwatchPicker: "แถบสี",
  },
};

/** The react-aria strings of a ui language: English, or English with every translated key in Thai. */
export function ariaStringsFor(locale: UiLocale): AriaPackageStrings {
  if (locale === "en") return ariaStringsEn;
  return Object.fromEntries(
    Object.entries(ariaStringsEn).map(([pkg, strings]) => [pkg, { ...strings, ...ariaStringsTh[pkg] }]),
  );
}

const stringsSymbol = Symbol.for("react-aria.i18n.strings");
const localeSymbol = Symbol.for("react-aria.i18n.locale");

type AriaGlobals = typeof globalThis & { [stringsSymbol]?: AriaPackageStrings; [localeSymbol]?: string };

let installed: UiLocale | undefined;

/**
 * Makes react-aria's built-in strings those of `locale` for the whole page (see the module comment). Safe to
 * call on every render: does nothing when the language is already installed, or outside a browser.
 * @param ariaLocale react-aria's locale of the language (`en-US`, `th-TH`), written where react-aria's own
 * server script writes it.
 */
export function installAriaStrings(locale: UiLocale, ariaLocale: string): void {
  if (installed === locale || typeof window === "undefined") return;
  const globals = window as AriaGlobals;
  const next = ariaStringsFor(locale);
  const tables = (globals[stringsSymbol] ??= {});
  for (const [pkg, strings] of Object.entries(next)) {
    const table = (tables[pkg] ??= {});
    // Rewritten in place: react-aria keeps a reference to each package's table after its first lookup.
    for (const key of Object.keys(table)) delete table[key];
    Object.assign(table, strings);
  }
  globals[localeSymbol] = ariaLocale;
  installed = locale;
}
