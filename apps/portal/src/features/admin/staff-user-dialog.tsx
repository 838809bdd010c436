/**
 * The dialog that creates or edits a staff account (issue 10 item 2; contract `createStaffUser`,
 * `updateStaffUser`): user name (new accounts), e-mail, title, first and last name, telephone, unit, position,
 * roles (check boxes, at least one) and language. After a creation the dialog shows the one-time password ONCE,
 * with a copy button and the note to hand it over securely. The server's 400 errors show next to the fields they
 * name, a 409 (a taken user name or e-mail, a deactivated unit) shows its message in the dialog.
 *
 * Accessible names for tests: dialog "New staff user" / "Edit staff user"; fields "User name", "E-mail address",
 * "Title", "First name", "Last name", "Telephone", "Unit", "Position", "Language"; a group "Roles" of check
 * boxes named by role; buttons "Create user" / "Save", "Cancel", and "Done" after creation.
 */
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { Alert, Button, Checkbox, Dialog, Form, Modal, Select, TextField, showToast } from "@eoffice/ui";
import { api } from "../../api/query";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useLanguage } from "../../i18n/use-language";
import { useFieldErrors } from "../../lib/use-field-errors";
import { localName } from "../../lib/local-name";
import { roleLabelKey, STAFF_ROLES, type StaffRole } from "../staff";
import { ADMIN_KEYS } from "./admin-queries";
import { OneTimePassword } from "./one-time-password";
import type { OrgUnit } from "./org-tree";
import { FormDialogFooter } from "./form-dialog-parts";

type StaffUser = Schemas["StaffUser"];

/** What the dialog does: create an account (in a unit chosen beforehand, if any) or edit one. */
export type StaffUserDialogMode = { kind: "create"; unitId: number | null } | { kind: "edit"; user: StaffUser };

/** Props of {@link StaffUserDialog}. */
export interface StaffUserDialogProps {
  /** What to do; `null` closes the dialog. */
  mode: StaffUserDialogMode | null;
  /** Every unit (active ones are offered). */
  units: readonly OrgUnit[];
  /** Every position. */
  positions: readonly Schemas["Position"][];
  /** Called to close the dialog. */
  onClose: () => void;
}

/** Value of the position select for "no position". */
const NO_POSITION = "none";

interface Values {
  name: string;
  email: string;
  title: string;
  firstname: string;
  lastname: string;
  phone: string;
  unitId: string;
  positionId: string;
  roles: StaffRole[];
  language: "th" | "en";
}

function initialValues(mode: StaffUserDialogMode): Values {
  if (mode.kind === "edit") {
    const user = mode.user;
    return {
      name: user.name,
      email: user.email,
      title: user.title,
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.phone ?? "",
      unitId: user.unitId === null ? "" : String(user.unitId),
      positionId: user.positionId === null ? NO_POSITION : String(user.positionId),
      roles: [...user.roles],
      language: user.language,
    };
  }
  return {
    name: "",
    email: "",
    title: "",
    firstname: "",
    lastname: "",
    phone: "",
    unitId: mode.unitId === null ? "" : String(mode.unitId),
    positionId: NO_POSITION,
    roles: ["officer"],
    language: "th",
  };
}

/** The staff-user dialog. */
export function StaffUserDialog({ mode, units, positions, onClose }: StaffUserDialogProps) {
  return (
    <Modal isOpen={mode !== null} onOpenChange={(open) => !open && onClose()} className="max-w-2xl">
      {mode && (
        <StaffUserForm
          key={mode.kind === "edit" ? `edit-${mode.user.id}` : "create"}
          mode={mode}
          units={units}
          positions={positions}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function StaffUserForm({ mode, units, positions, onClose }: StaffUserDialogProps & { mode: StaffUserDialogMode }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => initialValues(mode));
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  const create = api.useMutation("post", "/v1/StaffUser");
  const update = api.useMutation("put", "/v1/StaffUser/{id}");
  const editing = mode.kind === "edit" ? mode.user : null;

  const unitOptions = useMemo(
    () =>
      units
        .filter((unit) => unit.active || String(unit.id) === values.unitId)
        .map((unit) => ({ id: String(unit.id), label: localName(unit, language) })),
    [units, values.unitId, language],
  );
  const positionOptions = useMemo(
    () => [
      { id: NO_POSITION, label: t("staffUsers.form.noPosition") },
      ...positions.map((position) => ({ id: String(position.id), label: localName(position, language) })),
    ],
    [positions, language, t],
  );

  const text = (name: keyof Omit<Values, "roles" | "language">) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
  });

  const toggleRole = (role: StaffRole, selected: boolean) => {
    setValues((current) => ({
      ...current,
      roles: selected ? STAFF_ROLES.filter((each) => each === role || current.roles.includes(each)) : current.roles.filter((each) => each !== role),
    }));
    clear("roles");
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid: Record<string, string> = {};
    if (!editing && !/^[A-Za-z0-9._-]{3,50}$/.test(values.name.trim())) invalid.name = t("staffUsers.form.nameRule");
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) invalid.email = t("validation.email");
    for (const field of ["title", "firstname", "lastname"] as const) if (!values[field].trim()) invalid[field] = t("validation.required");
    if (values.phone.trim() && !/^\+?[0-9][0-9 -]{7,18}[0-9]$/.test(values.phone.trim())) invalid.phone = t("validation.phone");
    if (!values.unitId) invalid.unitId = t("validation.select");
    if (values.roles.length === 0) invalid.roles = t("staffUsers.form.rolesRequired");
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setMessage(t("validation.formInvalid"));
      return;
    }
    const common = {
      email: values.email.trim(),
      title: values.title.trim(),
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      unitId: Number(values.unitId),
      roles: values.roles,
      language: values.language,
    };
    try {
      if (editing) {
        await update.mutateAsync({
          params: { path: { id: editing.id } },
          body: {
            ...common,
            phone: values.phone.trim() || null,
            positionId: values.positionId === NO_POSITION ? null : Number(values.positionId),
          },
        });
        showToast({ title: t("staffUsers.form.saved", { name: editing.name }), tone: "success" });
        onClose();
      } else {
        const answer = await create.mutateAsync({
          body: {
            ...common,
            name: values.name.trim(),
            ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
            ...(values.positionId !== NO_POSITION ? { positionId: Number(values.positionId) } : {}),
          },
        });
        setCreated({ name: answer.data.name, password: answer.data.oneTimePassword });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.staffUsers }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.units }),
        queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.positions }),
      ]);
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(errorMessage(error, t("common.unknownError")));
    }
  };

  // The roles' message shows once under the group, not under every check box (which share the name `roles`).
  const { roles: rolesError, ...formErrors } = errors;

  if (created) {
    return (
      <Dialog
        title={t("staffUsers.form.createdTitle")}
        footer={<Button onPress={onClose}>{t("common.done")}</Button>}
      >
        <div className="flex flex-col gap-4">
          <p className="text-foreground">{t("staffUsers.form.createdText", { name: created.name })}</p>
          <OneTimePassword password={created.password} userName={created.name} />
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={editing ? t("staffUsers.form.editTitle") : t("staffUsers.form.newTitle")}
      footer={
        <FormDialogFooter
          form="staff-user-form"
          submitLabel={editing ? undefined : t("staffUsers.form.create")}
          isPending={create.isPending || update.isPending}
          onCancel={onClose}
        />
      }
    >
      {message && (
        <div className="mb-4">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <Form
        id="staff-user-form"
        validationBehavior="aria"
        validationErrors={formErrors}
        onSubmit={(event) => void submit(event)}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <TextField
          {...text("name")}
          label={t("staffUsers.form.name")}
          description={editing ? undefined : t("staffUsers.form.nameHint")}
          autoComplete="off"
          isRequired={!editing}
          isReadOnly={!!editing}
        />
        <TextField {...text("email")} type="email" label={t("staffUsers.form.email")} autoComplete="off" isRequired />
        <TextField {...text("title")} label={t("staffUsers.form.title")} description={t("staffUsers.form.titleHint")} isRequired />
        <TextField {...text("phone")} type="tel" label={t("staffUsers.form.phone")} description={t("auth.signUp.phoneHint")} />
        <TextField {...text("firstname")} label={t("staffUsers.form.firstname")} isRequired />
        <TextField {...text("lastname")} label={t("staffUsers.form.lastname")} isRequired />
        <Select
          name="unitId"
          label={t("staffUsers.form.unit")}
          isRequired
          items={unitOptions}
          value={values.unitId || null}
          onChange={(key) => {
            setValues((current) => ({ ...current, unitId: key === null ? "" : String(key) }));
            clear("unitId");
          }}
        />
        <Select
          name="positionId"
          label={t("staffUsers.form.position")}
          items={positionOptions}
          value={values.positionId}
          onChange={(key) => {
            setValues((current) => ({ ...current, positionId: key === null ? NO_POSITION : String(key) }));
            clear("positionId");
          }}
        />
        <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={rolesError ? "staff-user-roles-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-foreground">{t("staffUsers.form.roles")}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {STAFF_ROLES.map((role) => (
              <Checkbox key={role} name="roles" value={role} isSelected={values.roles.includes(role)} onChange={(selected) => toggleRole(role, selected)}>
                {t(roleLabelKey(role))}
              </Checkbox>
            ))}
          </div>
          {rolesError && (
            <p id="staff-user-roles-error" className="text-sm text-warn">
              {rolesError}
            </p>
          )}
        </fieldset>
        <Select
          name="language"
          label={t("staffUsers.form.language")}
          items={[
            { id: "th", label: t("staffUsers.form.languageTh") },
            { id: "en", label: t("staffUsers.form.languageEn") },
          ]}
          value={values.language}
          onChange={(key) => key !== null && setValues((current) => ({ ...current, language: key === "en" ? "en" : "th" }))}
        />
      </Form>
    </Dialog>
  );
}
