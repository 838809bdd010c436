/**
 * Person profile page (`/e-service/main/profile` for residents, `/mwp/profile` for staff; the user menu's Profile
 * entry; issue 15 item 2; contract `getPersonProfile` with id -1, `updatePersonProfile`, `uploadAvatar`,
 * `sendConfirmation`). Title from the Thai prefixes, names, national ID (check digit checked here and on the
 * server), birth date (Buddhist era in Thai), telephone, e-mail (a new address applies once its link is opened),
 * address with province, district, sub-district and postcode chosen from the dataset, and the picture.
 *
 * Accessible names: heading "My profile" / "ข้อมูลส่วนตัว"; button "Save profile" / "บันทึกข้อมูล".
 */
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Avatar,
  Button,
  DatePicker,
  FileUpload,
  Form,
  Link,
  PageHeader,
  Select,
  Spinner,
  TextField,
  ThaiAddressPicker,
  showToast,
} from "@eoffice/ui";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { SETTINGS_PATH } from "./account-settings";
import { errorMessage, fieldErrors } from "../../api/errors";
import { useFieldErrors } from "../../lib/use-field-errors";
import { usePageTitle } from "../../lib/use-page-title";
import { useUploadLimits } from "../../lib/use-upload-limits";
import { thaiAddressLoader } from "../../lib/thai-address-loader";
import { useSingleFileUpload } from "../../lib/use-single-file-upload";
import { sessionStore } from "../../session/session";
import { NO_ADDRESS, TITLE_KEYS, profileErrors, profileUpdate, profileValues, type ProfileValues } from "./profile-form";
import { bangkokDay } from "@eoffice/thai";

/** The profile page (route module). */
export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t("account.profile.title"));
  const queryClient = useQueryClient();
  const profile = api.useQuery("get", "/v1/personProfile/{id}", { params: { path: { id: -1 } } });
  const data = profile.data?.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6 lg:p-10">
      <PageHeader
        title={t("account.profile.title")}
        description={t("account.profile.intro")}
        actions={
          <Link href={SETTINGS_PATH} variant="standalone">
            {t("account.profile.settingsLink")}
          </Link>
        }
      />
      {profile.isPending && <Spinner />}
      {profile.error && (
        <Alert tone="error" onRetry={() => void profile.refetch()}>
          {t("account.profile.loadError")}
        </Alert>
      )}
      {data && (
        <>
          <AvatarSection name={data.name} avatar={data.avatar ?? null} onChanged={() => void queryClient.invalidateQueries()} />
          <ProfileForm key={data.personId} initial={profileValues(data)} emailConfirmed={data.emailConfirmed !== false} pendingEmail={data.pendingEmail ?? null} />
        </>
      )}
    </div>
  );
}

/** The picture with its upload (resized to 256 px on the server). */
function AvatarSection({ name, avatar, onChanged }: { name: string; avatar: string | null; onChanged: () => void }) {
  const { t } = useTranslation();
  // The server's upload limit; an avatar must be one of its image types (it decides by the bytes).
  const uploadLimits = useUploadLimits();

  const upload = useSingleFileUpload(async (file, fileName) => {
    const body = new FormData();
    body.append("file", file, fileName);
    const { data, error } = await pxClient.POST("/v1/personProfile/{id}/avatar", {
      params: { path: { id: -1 } },
      body: body as never,
      bodySerializer: (form: unknown) => form as FormData,
    });
    if (!data?.data) return errorMessage(error, t("account.common.failed"));
    sessionStore.setProfile(data.data);
    showToast({ title: t("account.profile.photoSaved"), tone: "success" });
    onChanged();
    return undefined;
  });

  return (
    <section aria-labelledby="profile-photo" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-start sm:p-6">
      <Avatar name={name} src={avatar} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id="profile-photo" className="text-lg font-semibold">
          {t("account.profile.photo")}
        </h2>
        <FileUpload
          label={t("account.profile.photoChange")}
          description={t("account.profile.photoHint")}
          {...upload}
          acceptedTypes={uploadLimits.imageTypes}
          maxSize={uploadLimits.maxBytes}
        />
      </div>
    </section>
  );
}

/** The editable details. */
function ProfileForm({ initial, emailConfirmed, pendingEmail }: { initial: ProfileValues; emailConfirmed: boolean; pendingEmail: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const { errors, setErrors, clear } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);
  const save = api.useMutation("put", "/v1/personProfile/{id}");
  const resend = api.useMutation("post", "/v1/person/sendConfirmation");

  const set = <K extends keyof ProfileValues>(name: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    clear(name);
  };
  const text = (name: "otherTitle" | "firstname" | "lastname" | "citizenId" | "phone" | "email" | "addressLine") => ({
    name,
    value: values[name],
    onChange: (value: string) => set(name, value),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const invalid = Object.fromEntries(Object.entries(profileErrors(values)).map(([field, key]) => [field, t(key)]));
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setMessage(t("validation.formInvalid"));
      return;
    }
    try {
      const answer = await save.mutateAsync({ params: { path: { id: -1 } }, body: profileUpdate(values) });
      if (answer.data) sessionStore.setProfile(answer.data);
      await queryClient.invalidateQueries();
      showToast({ title: t("account.profile.saved"), tone: "success" });
    } catch (error) {
      const byField = fieldErrors(error, { subdistrictCode: "subdistrict" });
      setErrors(byField);
      setMessage(Object.keys(byField).length > 0 ? t("validation.formInvalid") : errorMessage(error, t("account.common.failed")));
    }
  };

  const titles = [...TITLE_KEYS, "other"].map((key) => ({ id: key, label: t(`account.profile.titles.${key}`) }));
  const section = "flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6";

  return (
    <Form
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-6"
      aria-label={t("account.profile.title")}
    >
      {message && <Alert tone="error">{message}</Alert>}
      <section aria-labelledby="profile-personal" className={section}>
        <h2 id="profile-personal" className="text-lg font-semibold">
          {t("account.profile.personal")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            name="titleKey"
            label={t("account.profile.personTitle")}
            items={titles}
            selectedKey={values.titleKey}
            onSelectionChange={(key) => set("titleKey", String(key))}
            isRequired
          />
          {values.titleKey === "other" && <TextField {...text("otherTitle")} label={t("account.profile.otherTitle")} isRequired maxLength={40} />}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text("firstname")} label={t("account.profile.firstname")} autoComplete="given-name" isRequired maxLength={100} />
          <TextField {...text("lastname")} label={t("account.profile.lastname")} autoComplete="family-name" isRequired maxLength={100} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text("citizenId")} label={t("account.profile.citizenId")} description={t("account.profile.citizenIdHint")} inputMode="numeric" maxLength={13} />
          <DatePicker
            name="birthDate"
            label={t("account.profile.birthDate")}
            value={values.birthDate}
            onChange={(value) => set("birthDate", value)}
            maxValue={bangkokDay(new Date())}
          />
        </div>
      </section>

      <section aria-labelledby="profile-contact" className={section}>
        <h2 id="profile-contact" className="text-lg font-semibold">
          {t("account.profile.contact")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...text("phone")} type="tel" label={t("account.profile.phone")} description={t("account.profile.phoneHint")} autoComplete="tel" />
          <TextField
            {...text("email")}
            type="email"
            label={t("account.profile.email")}
            autoComplete="email"
            isRequired
            description={pendingEmail ? t("account.profile.emailPending", { email: pendingEmail }) : emailConfirmed ? undefined : t("account.profile.emailUnconfirmed")}
          />
        </div>
        {!emailConfirmed && !pendingEmail && (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            isPending={resend.isPending}
            onPress={() =>
              void resend
                .mutateAsync({})
                .then(() => showToast({ title: t("account.profile.confirmationSent"), tone: "success" }))
                .catch((error: unknown) => showToast({ title: errorMessage(error, t("account.common.failed")), tone: "error" }))
            }
          >
            {t("account.profile.resendConfirmation")}
          </Button>
        )}
      </section>

      <section aria-labelledby="profile-address" className={section}>
        <h2 id="profile-address" className="text-lg font-semibold">
          {t("account.profile.address")}
        </h2>
        <TextField {...text("addressLine")} label={t("account.profile.addressLine")} autoComplete="address-line1" maxLength={300} />
        <ThaiAddressPicker
          loader={thaiAddressLoader}
          value={values.address ?? NO_ADDRESS}
          onChange={(address) => {
            set("address", address);
            clear("subdistrict");
          }}
          errors={errors.subdistrict ? { subdistrict: errors.subdistrict } : undefined}
        />
      </section>

      <Button type="submit" isPending={save.isPending} className="self-start">
        {t("account.profile.save")}
      </Button>
    </Form>
  );
}
