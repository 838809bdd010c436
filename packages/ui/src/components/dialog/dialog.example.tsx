import { DialogTrigger } from "react-aria-components";
import { Button, Dialog, Modal, TextField } from "@eoffice/ui";

export function EditContact() {
  return (
    <DialogTrigger>
      <Button variant="secondary">แก้ไขข้อมูลติดต่อ</Button>
      <Modal>
        <Dialog
          title="ข้อมูลติดต่อ"
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>ยกเลิก</Button>
              <Button onPress={close}>บันทึก</Button>
            </>
          )}
        >
          <TextField label="เบอร์โทรศัพท์" />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
