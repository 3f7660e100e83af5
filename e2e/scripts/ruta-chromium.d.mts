export declare const CHROMIUM: string;
export declare function rutaChromium(): string | undefined;
