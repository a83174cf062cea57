// The strings branch's tests replace this file when it is merged.
