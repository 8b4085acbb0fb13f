// The types of division-group.js.
export declare const divisionGroup: (value: string) => "csi" | "trade";
