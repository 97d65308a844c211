#!/bin/bash
# plot.sh: `pshmbench ENTRY... --plot DIR` (not a performance test, tiny
# iteration counts): every entry run writes DIR/ENTRY.csv, well-formed
# (the documented header, ten fields per row, numeric medians), one row
# per row printed; rma, am and vis also write DIR/ENTRY-latency.svg and
# DIR/ENTRY-bandwidth.svg, well-formed XML with an <svg> root, labelled
# axes, a legend and at least one drawn series. paper, which prints
# Markdown tables and no rows, writes their cells: the paper's figures as
# transcribed, ours as printed in the tables, no plot.  Checked with perl (part
# of every Debian system: perl-base is Essential), and also with python3's
# xml.etree and csv modules and xmllint when the host has them.
. "$(dirname "$0")/../lib.sh"
require_built "$PSHMBENCH"

DIR=$WORK/plots/sub # --plot creates the last component itself
mkdir -p "$WORK/plots"
# (in $WORK: rma and vis also write their own plot and CSV in the current
# directory)
run plot 300 env -C "$WORK" "$PSHMBENCH" floor rma am vis coll --runs 1 --iters 2000 --plot "$DIR"
is "$RC" 0 "pshmbench floor rma am vis coll --plot DIR: status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show plot

HEADER='entry,group,name,series,bytes,unit,median,min,max,runs'

# csv_ok FILE ENTRY [MINRUNS]: header, then rows of 10 fields (RFC 4180
# quoting), entry column = ENTRY, bytes empty or an integer, median/min/max
# numbers, runs an integer >= MINRUNS (default 1); prints the row count
csv_ok() {
    perl -e '
        my ($f, $entry, $hdr, $minruns) = @ARGV;
        open(my $fh, "<", $f) or die "cannot open $f\n";
        my $h = <$fh>; chomp $h;
        die "header is \"$h\"\n" unless $h eq $hdr;
        my $n = 0;
        while (my $l = <$fh>) {
            chomp $l; $n++;
            my @f;
            while ($l =~ /\G(?:"((?:[^"]|"")*)"|([^,"]*))(,|$)/g) {
                push @f, defined $1 ? $1 =~ s/""/"/gr : $2;
                last if $3 eq "";
            }
            die "row $n: " . scalar(@f) . " fields: $l\n" unless @f == 10;
            die "row $n: entry $f[0]\n" unless $f[0] eq $entry;
            die "row $n: bytes $f[4]\n" unless $f[4] =~ /^\d*$/;
            for my $i (6, 7, 8) {
                die "row $n: field $i is $f[$i]\n"
                    unless $f[$i] =~ /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;
            }
            die "row $n: runs $f[9]\n" unless $f[9] =~ /^\d+$/ && $f[9] >= $minruns;
            die "row $n: min > median > max\n" unless $f[7] <= $f[6] && $f[6] <= $f[8];
        }
        die "no rows\n" unless $n;
        print "$n\n";
    ' "$1" "$2" "$HEADER" "${3:-1}"
}

# xml_ok FILE: well-formed (every tag closed in order, attributes quoted,
# text free of raw < and bare &), one <svg> root
xml_ok() {
    perl -e '
        local $/; open(my $fh, "<", $ARGV[0]) or die "cannot open\n"; my $s = <$fh>;
        $s =~ s/^<\?xml[^>]*\?>\s*//;
        my @stack; my $roots = 0;
        while ($s =~ /\G([^<]*)<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/gc) {
            my ($text, $close, $name, $self) = ($1, $2, $3, $5);
            die "bad text: $text\n" if $text =~ /&(?!(amp|lt|gt|quot|apos|#\d+);)/;
            if ($close) {
                my $top = pop @stack;
                die "</$name> closes <" . ($top // "nothing") . ">\n" unless defined $top && $top eq $name;
            } else {
                $roots++ unless @stack;
                push @stack, $name unless $self;
            }
        }
        my $rest = substr($s, pos($s) // 0);
        die "unparsed: " . substr($rest, 0, 60) . "\n" if $rest =~ /\S/;
        die "unclosed: @stack\n" if @stack;
        die "$roots root elements\n" unless $roots == 1;
        die "root is not svg\n" unless $s =~ /^<svg\b/;
    ' "$1"
}

total=0
for e in floor rma am vis coll; do
    csv=$DIR/$e.csv
    if n=$(csv_ok "$csv" "$e" 2>"$WORK/csv.err"); then
        pass "$e.csv: well-formed ($n rows)"
        total=$((total + n))
    else
        fail "$e.csv: $(cat "$WORK/csv.err")"
        diag_file "$csv" 10
    fi
done
# one CSV row per row printed (an entry may print rows of another group,
# e.g. coll its floor rows), plus vis's local copy loops, which it prints
# inside its rows
printed=$(grep -Ec '^[a-z]+ +.* median +[0-9.]+ ' "$WORK/plot.out")
want=$((printed + $(grep -c '^vis ' "$WORK/plot.out")))
is "$total" "$want" "the CSV files hold one row per row printed"
check "floor.csv holds the floor's rows, coll.csv coll's floor and barrier rows" \
    sh -c "grep -q '^floor,floor,cacheline one-way,' '$DIR/floor.csv' &&
           grep -q '^coll,floor,\"yield hand-over, [0-9]* on cpu' '$DIR/coll.csv' &&
           grep -q '^coll,coll,\"barrier, 2 ranks\",' '$DIR/coll.csv'"

for e in rma am vis; do
    for k in latency bandwidth; do
        svg=$DIR/$e-$k.svg
        if xml_ok "$svg" 2>"$WORK/xml.err"; then
            pass "$e-$k.svg: well-formed XML, <svg> root"
        else
            fail "$e-$k.svg: $(cat "$WORK/xml.err")"
            diag_file "$svg" 10
            continue
        fi
        unit=ns; [ $k = bandwidth ] && unit=GB/s
        check "$e-$k.svg: axis labels (size, $unit), a series path and a legend" \
            sh -c "grep -q '>size in bytes (log2 scale)</text>' '$svg' &&
                   grep -q '>$unit</text>' '$svg' &&
                   grep -Eq '<path fill=\"none\".* d=\"M[0-9.]+ [0-9.]+' '$svg' &&
                   [ \$(grep -c '<circle ' '$svg') -ge 1 ]"
    done
done
check "no plots for entries without rows by size (floor, coll)" \
    sh -c "[ ! -e '$DIR/floor-latency.svg' ] && [ ! -e '$DIR/coll-bandwidth.svg' ]"
check "rma plots the blocking put latency derived from its bandwidth" \
    grep -q '>put bw (bytes / bandwidth)</text>' "$DIR/rma-latency.svg"

if command -v python3 >/dev/null 2>&1; then
    if python3 - "$DIR" "$HEADER" >"$WORK/py.out" 2>&1 <<'PY'
import csv, glob, os, sys
import xml.etree.ElementTree as ET
d, hdr = sys.argv[1], sys.argv[2].split(",")
for f in sorted(glob.glob(os.path.join(d, "*.svg"))):
    root = ET.parse(f).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg", (f, root.tag)
for f in sorted(glob.glob(os.path.join(d, "*.csv"))):
    rows = list(csv.reader(open(f, newline="")))
    assert rows[0] == hdr, (f, rows[0])
    for r in rows[1:]:
        assert len(r) == 10, (f, r)
        [float(x) for x in r[6:9]]
        int(r[9])
PY
    then pass "python3: every SVG parses (xml.etree), every CSV reads (csv)"
    else fail "python3 xml.etree / csv"; diag_file "$WORK/py.out"; fi
else
    diag "python3 not installed: the perl checks above stand alone"
fi
if command -v xmllint >/dev/null 2>&1; then
    check "xmllint --noout accepts every SVG" xmllint --noout "$DIR"/*.svg
else
    diag "xmllint not installed: the perl checks above stand alone"
fi

# atomics and paper (the entries the run above leaves out), in a directory
# of their own
DIR2=$WORK/plots2
run plot2 300 env -C "$WORK" "$PSHMBENCH" atomics paper --runs 1 --iters 2000 --plot "$DIR2"
is "$RC" 0 "pshmbench atomics paper --plot DIR: status 0 in ${ELAPSED}s"
[ "$RC" = 0 ] || show plot2
if n=$(csv_ok "$DIR2/atomics.csv" atomics 2>"$WORK/csv.err"); then
    is "$n" "$(grep -Ec '^atomics +.* median +[0-9.]+ ' "$WORK/plot2.out")" \
        "atomics.csv: well-formed, one row per atomics row printed"
else
    fail "atomics.csv: $(cat "$WORK/csv.err")"
    diag_file "$DIR2/atomics.csv" 10
fi
pcsv=$DIR2/paper.csv
if n=$(csv_ok "$pcsv" paper 0 2>"$WORK/csv.err"); then
    pass "paper.csv: well-formed ($n rows)"
else
    fail "paper.csv: $(cat "$WORK/csv.err")"
    diag_file "$pcsv" 10
fi
# per table: 6 columns of ours, the IBM SP's 6, Millennium's 6 (tables 1
# and 3; the paper gives no Millennium bandwidth)
check "paper.csv: 18 rows of ours, 18 of the IBM SP, 12 of Millennium, by table" \
    perl -e '
        my %n; open(my $fh, "<", $ARGV[0]) or die; <$fh>;
        while (<$fh>) { my ($t) = /^paper,"?table (\d)/ or die "row: $_"; my ($s) = /,(pshmex|IBM SP 2002|Millennium 2002),/ or die "series: $_"; $n{"$t $s"}++ }
        for my $t (1, 2, 3) {
            exit 1 unless $n{"$t pshmex"} == 6 && $n{"$t IBM SP 2002"} == 6 &&
                           ($n{"$t Millennium 2002"} // 0) == ($t == 2 ? 0 : 6);
        }' "$pcsv"
check "paper.csv transcribes the paper (table 1 IBM SP blocking get, table 2 IBM SP MPI, table 3 Millennium MPI)" \
    sh -c "grep -qx 'paper,table 1: round-trip latency,blocking get,IBM SP 2002,1,us,68.1,68.1,68.1,0' '$pcsv' &&
           grep -qx 'paper,\"table 2: flood bandwidth, depth 8\",bare shared memory (paper: MPI),IBM SP 2002,131072,MB/s,242.4,242.4,242.4,0' '$pcsv' &&
           grep -qx 'paper,table 3: inverse throughput,bare shared memory (paper: MPI),Millennium 2002,1,us,10.7,10.7,10.7,0' '$pcsv'"
# ours: measured in this run (runs 1), but for table 1's bare round trip
# (runs 0: twice the floor's median); each median, rounded as the tables
# print it, is the number in its table's "pshmex, this host" row (the CSV
# keeps 6 significant digits, so a median there can round to the printed
# 3 digits one way or the other at a tie: both are accepted)
check "paper.csv: our cells are the tables' (same numbers, same columns), runs 1 but table 1's bare" \
    perl -e '
        my ($csv, $md) = @ARGV;
        sub fmt3 { my $v = shift; return $v >= 100 ? sprintf("%.0f", $v) : sprintf("%.3g", $v) }
        open(my $m, "<", $md) or die; my ($t, %row);
        while (<$m>) {
            $t = $1 if /^### Table (\d):/;
            if (defined $t && /^\| pshmex, this host [^|]*\|(.*)\|\s*$/) { $row{$t} = [map { s/^\s+|\s+$//gr } split /\|/, $1] }
        }
        open(my $c, "<", $csv) or die; <$c>; my %col;
        while (<$c>) {
            chomp; next unless /,pshmex,/;
            my ($tt) = /table (\d)/; my @f = split /,/; my ($med, $runs) = @f[-4, -1];
            my $k = $col{$tt}++;
            # the CSV rounds to 6 digits first: either side of that rounding
            die "table $tt column $k: $med vs $row{$tt}[$k]\n"
                unless grep { fmt3($med * $_) eq $row{$tt}[$k] } (1, 1 - 6e-6, 1 + 6e-6);
            my $bare = $tt == 1 && $k == 5;
            die "table $tt column $k: runs $runs\n" unless $runs == ($bare ? 0 : 1);
        }
        die "columns\n" unless $col{1} == 6 && $col{2} == 6 && $col{3} == 6;
    ' "$pcsv" "$WORK/plot2.out"
check "no plots for paper (its numbers are not rows by size)" \
    sh -c "[ ! -e '$DIR2/paper-latency.svg' ] && [ ! -e '$DIR2/paper-bandwidth.svg' ]"

# a --plot directory that cannot be made: status 1 and a message, no table
run badplot 60 "$PSHMBENCH" floor --runs 1 --iters 100 --plot "$WORK/no/such/dir"
if [ "$RC" = 1 ] && grep -q 'cannot create' "$WORK/badplot.err"; then
    pass "--plot into a missing parent directory: status 1 and a message"
else
    fail "--plot into a missing parent directory"
    show badplot
fi
run noarg 60 "$PSHMBENCH" floor --plot
is "$RC" 2 "--plot without a directory: status 2 (usage)"

done_testing
