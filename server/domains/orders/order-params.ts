// The ids in the fulfilment routes' paths: a malformed one answers 404 like an unknown one.
import * as v from "valibot";

const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number));

export const OrderParams = v.object({ id: Id });
export const OrderFileParams = v.object({ id: Id, file: Id });
export const OrderMessageParams = v.object({ id: Id, message: Id });
