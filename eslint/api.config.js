/** The API's rules (module boundaries and type-aware checks). */
export default [];
