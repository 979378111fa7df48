# bash completion for lector
_lector() {
  local cur prev words cword
  _init_completion 2>/dev/null || { cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"; }
  local commands="browse speak inspect items photos tags import export pronounce audit l10n"
  local globals="--library --empty --audio-device --locale --output --voice --rate --pitch --volume --verbosity --punctuation --curtain --braille-table --quiet -q --help -h --version"
  case "$prev" in
    --output) COMPREPLY=($(compgen -W "audio wav: pcm text ssml phonemes none braille speechd" -- "$cur")); return ;;
    --braille-table) COMPREPLY=($(compgen -W "$(ls /usr/share/liblouis/tables 2>/dev/null)" -- "$cur")); return ;;
    --verbosity) COMPREPLY=($(compgen -W "brief normal verbose" -- "$cur")); return ;;
    --punctuation) COMPREPLY=($(compgen -W "none some most all" -- "$cur")); return ;;
    --locale) COMPREPLY=($(compgen -W "en de es fr ja ar en-XA ar-XB" -- "$cur")); return ;;
    --library|--element|--tree|--script|--images|--output-file|--suppress|--strings) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --format) COMPREPLY=($(compgen -W "text json sarif junit lootlogger flickr lector" -- "$cur")); return ;;
    --fail-on) COMPREPLY=($(compgen -W "error warning info never" -- "$cur")); return ;;
  esac
  local command=""
  for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$word" in -*) ;; *) command="$word"; break ;; esac
  done
  if [[ -z "$command" ]]; then
    COMPREPLY=($(compgen -W "$commands $globals" -- "$cur"))
    return
  fi
  local sub=""
  case "$command" in
    browse) sub="home items photos tags search history settings --script --braille" ;;
    speak) sub="--element --screen --all" ;;
    inspect) sub="home items photos tags search history settings --tree --json" ;;
    items) sub="list add show edit remove photo --json --sort --name --value --currency --serial --category" ;;
    photos) sub="list show edit tag untag favorite remove --tag --favorites --json --title --description" ;;
    tags) sub="list add rename remove --json" ;;
    import) sub="--format --images" ;;
    export) sub="--format" ;;
    pronounce) sub="list add remove test --ipa --espeak --say --match --case-sensitive" ;;
    audit) sub="--screens --tree --strings --all-locales --format --fail-on --suppress --rules --output-file" ;;
    l10n) sub="check pseudo --format --fail-on --out --speech" ;;
  esac
  COMPREPLY=($(compgen -W "$sub $globals" -- "$cur"))
}
complete -F _lector lector
