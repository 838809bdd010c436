-- Tracker issue 41 item 2: the outbox holds e-mail and LINE messages, so its menu item is named as its page is
-- ("Outbox" / "กล่องข้อความขาออก"); an item an administrator renamed keeps its name.
UPDATE "menu_items" SET "title_th" = 'กล่องข้อความขาออก', "title_en" = 'Outbox'
WHERE "seed_key" = 'admin-outbox' AND "title_th" = 'กล่องอีเมลขาออก' AND "title_en" = 'E-mail outbox';
