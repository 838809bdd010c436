import { QrCode } from "@eoffice/ui";

export function PaymentCode({ payload }: { payload: string }) {
  return <QrCode value={payload} />;
}
