/** Strings of {@link ShortcutsPanel} in English and Thai. `{label}` is a shortcut's label. */
import type { WidgetLabelSet } from "../panel/widget-labels";
import { shortcutsTriggerLabels, type ShortcutsTriggerLabels } from "./shortcuts-trigger-labels";

/** Labels of {@link ShortcutsPanel}. */
export interface ShortcutsLabels extends ShortcutsTriggerLabels {
  /** Said after the title in modify mode. */
  modeModify: string;
  /** Said after the title in add mode. */
  modeAdd: string;
  /** Said after the title in edit mode. */
  modeEdit: string;
  /** The pencil button (view to modify). */
  modify: string;
  /** The check button (modify to view). */
  done: string;
  /** The plus button (modify to add). */
  add: string;
  /** Name of a tile in modify mode; `{label}` is the shortcut's label. */
  editShortcut: string;
  /** Heading of the empty state. */
  emptyTitle: string;
  /** Hint of the empty state. */
  emptyHint: string;
  /** Form field: label. */
  fieldLabel: string;
  /** Form field: description. */
  fieldDescription: string;
  /** Form field: icon name. */
  fieldIcon: string;
  /** Help under the icon field; values to type exactly between backquotes (shown as code). */
  fieldIconHelp: string;
  /** Form field: link. */
  fieldLink: string;
  /** Help under the link field; values to type exactly between backquotes (shown as code). */
  fieldLinkHelp: string;
  /** Form toggle: router navigation. */
  fieldUseRouter: string;
  /** Help under the router toggle. */
  fieldUseRouterHelp: string;
  /** Error under an empty required field. */
  required: string;
  /** Shown while Save is disabled because required fields are empty. */
  saveDisabledHint: string;
  /** Save button in add mode. */
  create: string;
  /** Save button in edit mode. */
  update: string;
  /** Cancel button of the form. */
  cancel: string;
  /** Label of the progress indicator while saving. */
  saving: string;
  /** Label of the progress indicator while deleting. */
  deleting: string;
  /** Delete button (edit mode only). */
  delete: string;
  /** Title of the delete confirmation. */
  deleteTitle: string;
  /** Message of the delete confirmation; `{label}` is the shortcut's label. */
  deleteMessage: string;
  /** Shown when `onCreate`, `onUpdate` or `onDelete` rejects. */
  saveError: string;
  /** Shown when `error` is `true`. */
  loadError: string;
  /** Label of the loading indicator. */
  loading: string;
  /** Accessible name of the panel's close button. */
  close: string;
}

/** Shipped labels of {@link ShortcutsPanel}. */
export const shortcutsLabels: WidgetLabelSet<ShortcutsLabels> = {
  en: {
    ...shortcutsTriggerLabels.en,
    modeModify: "Editing",
    modeAdd: "Add new",
    modeEdit: "Editing",
    modify: "Edit shortcuts",
    done: "Done",
    add: "Add shortcut",
    editShortcut: "Edit shortcut {label}",
    emptyTitle: "No shortcuts",
    emptyHint: "Choose Edit shortcuts, then Add shortcut to create your first one.",
    fieldLabel: "Label",
    fieldDescription: "Description",
    fieldIcon: "Icon",
    fieldIconHelp: "Icon name, for example `home`, `mail` or `folder`.",
    fieldLink: "Link",
    fieldLinkHelp: "A page of the portal such as `/profile`, or a full web address.",
    fieldUseRouter: "Open inside the portal",
    fieldUseRouterHelp: "Turn off for links that need a full page load, such as other websites.",
    required: "Required",
    saveDisabledHint: "Fill in the label, icon and link to save.",
    create: "Add",
    update: "Update",
    cancel: "Cancel",
    saving: "Saving…",
    deleting: "Deleting…",
    delete: "Delete",
    deleteTitle: "Delete shortcut",
    deleteMessage: "Delete the shortcut “{label}”? This cannot be undone.",
    saveError: "The shortcut could not be saved. Please try again.",
    loadError: "Shortcuts could not be loaded. Please try again.",
    loading: "Loading shortcuts…",
    close: "Close",
  },
  th: {
    ...shortcutsTriggerLabels.th,
    modeModify: "กำลังแก้ไข",
    modeAdd: "เพิ่มใหม่",
    modeEdit: "กำลังแก้ไข",
    modify: "แก้ไขทางลัด",
    done: "เสร็จแล้ว",
    add: "เพิ่มทางลัด",
    editShortcut: "แก้ไขทางลัด {label}",
    emptyTitle: "ยังไม่มีทางลัด",
    emptyHint: "เลือก “แก้ไขทางลัด” แล้วเลือก “เพิ่มทางลัด” เพื่อสร้างทางลัดแรกของท่าน",
    fieldLabel: "ชื่อทางลัด",
    fieldDescription: "คำอธิบาย",
    fieldIcon: "ไอคอน",
    fieldIconHelp: "ชื่อไอคอน เช่น `home`, `mail` หรือ `folder`",
    fieldLink: "ลิงก์",
    fieldLinkHelp: "หน้าในระบบ เช่น `/profile` หรือที่อยู่เว็บไซต์แบบเต็ม",
    fieldUseRouter: "เปิดภายในระบบ",
    fieldUseRouterHelp: "ปิดตัวเลือกนี้สำหรับลิงก์ที่ต้องโหลดหน้าใหม่ทั้งหน้า เช่น เว็บไซต์อื่น",
    required: "จำเป็นต้องกรอก",
    saveDisabledHint: "กรุณากรอกชื่อทางลัด ไอคอน และลิงก์ก่อนบันทึก",
    create: "เพิ่ม",
    update: "บันทึกการแก้ไข",
    cancel: "ยกเลิก",
    saving: "กำลังบันทึก…",
    deleting: "กำลังลบ…",
    delete: "ลบ",
    deleteTitle: "ลบทางลัด",
    deleteMessage: "ต้องการลบทางลัด “{label}” หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้",
    saveError: "ไม่สามารถบันทึกทางลัดได้ กรุณาลองใหม่อีกครั้ง",
    loadError: "ไม่สามารถโหลดทางลัดได้ กรุณาลองใหม่อีกครั้ง",
    loading: "กำลังโหลดทางลัด…",
    close: "ปิด",
  },
};
