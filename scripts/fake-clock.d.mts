export declare function shiftDate(offsetMs: number): void;
