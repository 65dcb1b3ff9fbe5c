export type FlashTone = "success" | "error" | "info";
export type Flash = { id: string; message: string; tone: FlashTone };
